import type { Kysely } from 'kysely';
import { skipLocked } from '../db/dialect.ts';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { DeliveryQueue } from '../notifications/delivery-queue.ts';
import { replyEmail, type ReplyMailSettings } from './reply-email.ts';

/**
 * `lead_replies`: the messages staff send from the inbox, sent by the outbox
 * worker like every other mail (claimed one at a time for a lease, retried
 * with backoff, across any number of instances). A reply is due once its hold
 * is over (next_attempt_at starts at send_after) and only while not
 * cancelled; the claim and a cancel take the row in turn (cancel-reply.ts).
 */
export function replyQueue(db: Kysely<Database>, engine: Engine, settings: ReplyMailSettings): DeliveryQueue {
  return {
    what: 'reply',
    channel: 'reply',
    async claim({ dueBy, now, leaseUntil }) {
      const next = db
        .selectFrom('lead_replies')
        .select('id')
        .where('sent_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('next_attempt_at', '<=', dueBy)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(1);
      // `=` a scalar subquery, run once: PostgreSQL may run an `in (… limit 1 for update skip
      // locked)` subquery once per row it scans, each time skipping the row the last run locked,
      // so that one claim took two replies (the second then waited out the lease unsent).
      const row = await db
        .updateTable('lead_replies')
        .set({ locked_until: leaseUntil })
        .where('id', '=', skipLocked(engine, next))
        .where('cancelled_at', 'is', null)
        .returning(['id', 'attempts'])
        .executeTakeFirst();
      return row && { id: row.id, attempts: Number(row.attempts) };
    },
    async render(id) {
      const found = await db
        .selectFrom('lead_replies as r')
        .innerJoin('submissions as s', 's.id', 'r.submission_id')
        .innerJoin('lead_reply_tokens as t', 't.submission_id', 'r.submission_id')
        .select([
          'r.subject',
          'r.body',
          'r.message_id',
          'r.in_reply_to',
          'r.references',
          'r.envelope_token',
          's.email',
          's.region',
          't.token',
        ])
        .where('r.id', '=', id)
        .where('r.cancelled_at', 'is', null)
        .executeTakeFirst();
      // Erased since (the row went with the lead): nothing to send.
      return found && replyEmail(found, found, found.token, settings);
    },
    async done(id, attempts, at) {
      await db
        .updateTable('lead_replies')
        .set({ sent_at: at, attempts: attempts + 1, locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },
    async failed(id, attempts, reason, retryAt) {
      await db
        .updateTable('lead_replies')
        .set({ attempts: attempts + 1, locked_until: null, last_error: reason, next_attempt_at: retryAt })
        .where('id', '=', id)
        .execute();
    },
  };
}
