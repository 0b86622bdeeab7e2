import type { Kysely } from 'kysely';
import { skipLocked } from '../db/dialect.ts';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { DeliveryQueue } from './delivery-queue.ts';

/** The tables of mails to send, each keyed by its own id column, with the same delivery columns. */
const keyOf = {
  outbox: 'submission_id',
  confirmations: 'submission_id',
  webhook_deliveries: 'id',
  spam_digests: 'id',
} as const;
type DeliveryTable = keyof typeof keyOf;

/**
 * A queue's claim, done and failed over its table's delivery columns: the
 * same for every table of mails. Typed as the outbox: the other tables share
 * its delivery columns, and their own key column is named by `keyOf`.
 */
export function deliveryRows(
  database: Kysely<Database>,
  engine: Engine,
  table: DeliveryTable,
): Pick<DeliveryQueue, 'claim' | 'done' | 'failed'> {
  const db = database as unknown as Kysely<Pick<Database, 'outbox'>>;
  const rows = table as 'outbox';
  const key = keyOf[table] as 'submission_id';
  return {
    async claim({ dueBy, now, leaseUntil }) {
      const next = db
        .selectFrom(rows)
        .select(key)
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', dueBy)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(1);
      // `=` a scalar subquery, run once: PostgreSQL may run an `in (… limit 1 for update skip
      // locked)` subquery once per row it scans, so that one claim could lock two rows (the reply
      // queue's two-instance test found it there; conversations/reply-queue.ts).
      const row = await db
        .updateTable(rows)
        .set({ locked_until: leaseUntil })
        .where(key, '=', skipLocked(engine, next))
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
