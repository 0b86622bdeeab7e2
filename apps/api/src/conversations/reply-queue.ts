import type { Kysely } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { deliveryQueue, type DeliveryQueue } from '../notifications/delivery-queue.ts';
import { replyEmail, type ReplyMailSettings } from './reply-email.ts';

/**
 * `lead_replies`: the messages staff send from the inbox, claimed, sent and
 * retried by the outbox worker like every other mail (delivery-queue.ts). A
 * reply is due once its hold is over (next_attempt_at starts at send_after)
 * and only while not cancelled; the claim and a cancel take the row in turn
 * (cancel-reply.ts).
 */
export function replyQueue(db: Kysely<Database>, engine: Engine, settings: ReplyMailSettings): DeliveryQueue {
  return {
    ...deliveryQueue(db, engine, 'reply'),
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
  };
}
