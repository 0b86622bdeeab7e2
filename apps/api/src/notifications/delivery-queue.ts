import type { ExpressionBuilder, Kysely } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { skipLocked } from '../db/dialect.ts';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';

/** A message a worker holds until its lease ends. */
export interface ClaimedMessage {
  id: string;
  attempts: number;
}

/**
 * What a lead is delivered as (for the logs, the metrics and `leads status`),
 * each in a table of its own keyed by its own id column, with the same
 * delivery columns (DeliveryColumns). A reply may also be cancelled: it is
 * queued for the end of its hold, the Undo window or a rejection's delay
 * (accept-reply.ts), and once cancelled it is never claimed (cancel-reply.ts).
 */
export const deliveryTables = {
  notification: { table: 'outbox', key: 'submission_id', what: 'notification' },
  confirmation: { table: 'confirmations', key: 'submission_id', what: 'confirmation' },
  webhook: { table: 'webhook_deliveries', key: 'id', what: 'webhook' },
  digest: { table: 'spam_digests', key: 'id', what: 'spam digest' },
  reply: { table: 'lead_replies', key: 'id', what: 'reply', cancellable: true },
} as const;
export type DeliveryChannel = keyof typeof deliveryTables;

/**
 * How one delivery ended when it did not throw: sent; nothing to send (the
 * lead was erased, a digest emptied); or stopped for good without being
 * sent (a webhook URL gone, a day of failed tries), which counts as failed.
 */
export type DeliveryResult = 'sent' | 'nothing' | 'stopped';

/**
 * One channel's table of messages to deliver. The outbox worker drains every
 * queue the same way. A mail's queue renders it (the worker sends it over
 * SMTP); any other delivers it itself.
 */
export interface DeliveryQueue {
  /** For the logs: what one message of this queue is. */
  what: string;
  channel: DeliveryChannel;
  /**
   * Takes one message that was due at `dueBy` and is not held by another
   * worker, and holds it until `leaseUntil`; undefined when there is none.
   */
  claim(times: { dueBy: string; now: string; leaseUntil: string }): Promise<ClaimedMessage | undefined>;
  /** A mail: what to send, or undefined when nothing is left to send (it is then recorded as done). */
  render?(id: string): Promise<SendMailOptions | undefined>;
  /** Anything else: delivers it, or throws to be tried again. */
  deliver?(message: ClaimedMessage): Promise<DeliveryResult>;
  /** How long to wait before trying again after `attempts` failures (default: exponential, up to an hour). */
  retryDelayMs?(attempts: number): number;
  /** Sent (or nothing left to send, or stopped for good): never claimed again. */
  done(id: string, attempts: number, at: string): Promise<void>;
  /** Not sent: released for another try at `retryAt`. */
  failed(id: string, attempts: number, reason: string, retryAt: string): Promise<void>;
}

/** Typed as the replies: every table has their delivery columns, and only theirs are cancelled. */
type Rows = Pick<Database, 'lead_replies'>;

/**
 * Not sent, not cancelled, and held by no worker at `now`: what a claim may
 * take once due, and what a reply's cancel may still stop, so the two take
 * the row in turn and never both.
 */
export const unclaimed =
  (channel: DeliveryChannel, now: string) => (eb: ExpressionBuilder<Rows, 'lead_replies'>) =>
    eb.and([
      eb('sent_at', 'is', null),
      ...('cancellable' in deliveryTables[channel] ? [eb('cancelled_at', 'is', null)] : []),
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]),
    ]);

/** A channel's claim, done and failed over its table's delivery columns: the same for every channel. */
export function deliveryQueue(
  database: Kysely<Database>,
  engine: Engine,
  channel: DeliveryChannel,
): Pick<DeliveryQueue, 'what' | 'channel' | 'claim' | 'done' | 'failed'> {
  const db = database as unknown as Kysely<Rows>;
  const { what, table } = deliveryTables[channel];
  const rows = table as 'lead_replies';
  const key = deliveryTables[channel].key as 'id';
  return {
    what,
    channel,
    async claim({ dueBy, now, leaseUntil }) {
      // Several instances claim at once: each skips the rows another is claiming (or cancelling).
      const next = db
        .selectFrom(rows)
        .select(key)
        .where(unclaimed(channel, now))
        .where('next_attempt_at', '<=', dueBy)
        .orderBy('next_attempt_at')
        .limit(1);
      // `=` a scalar subquery, run once: PostgreSQL may run an `in (… limit 1 for update skip
      // locked)` subquery once per row it scans, each time skipping the row the last run locked,
      // so that one claim took two replies (the second then waited out the lease unsent).
      const row = await db
        .updateTable(rows)
        .set({ locked_until: leaseUntil })
        .where(key, '=', skipLocked(engine, next))
        .where(unclaimed(channel, now))
        .returning([key, 'attempts'])
        .executeTakeFirst();
      return row && { id: row[key], attempts: Number(row.attempts) };
    },
    async done(id, attempts, at) {
      await db
        .updateTable(rows)
        .set({ sent_at: at, attempts: attempts + 1, locked_until: null, last_error: null })
        .where(key, '=', id)
        .execute();
    },
    async failed(id, attempts, reason, retryAt) {
      await db
        .updateTable(rows)
        .set({ attempts: attempts + 1, locked_until: null, last_error: reason, next_attempt_at: retryAt })
        .where(key, '=', id)
        .execute();
    },
  };
}
