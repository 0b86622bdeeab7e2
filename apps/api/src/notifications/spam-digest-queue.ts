import type { Kysely } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { deliveryQueue, type DeliveryQueue } from './delivery-queue.ts';
import type { MailSettings } from './notification-email.ts';
import { DIGEST_LIST_LIMIT, spamDigestEmail } from './spam-digest-email.ts';

/**
 * The `spam_digests` table as a delivery queue: a digest claimed for a
 * period (spam-digest.ts) is sent like a lead's notification, with the same
 * lease and retries, so an SMTP outage delays it and loses nothing.
 */
export function spamDigestQueue(db: Kysely<Database>, engine: Engine, mail: MailSettings): DeliveryQueue {
  return {
    ...deliveryQueue(db, engine, 'digest'),
    /**
     * Read at send time: a lead released meanwhile has had its own
     * notification, and an erased one is gone; with none left there is
     * nothing to send.
     */
    async render(id) {
      const digest = await db.selectFrom('spam_digests').selectAll().where('id', '=', id).executeTakeFirst();
      if (!digest) return undefined;
      const held = db.selectFrom('submissions').where('spam_digest', '=', id).where('spam', '=', 1);
      const { total } = await held.select(db.fn.countAll().as('total')).executeTakeFirstOrThrow();
      if (Number(total) === 0) return undefined;
      const leads = await held
        .select(['id', 'form', 'region', 'received_at', 'spam_reasons', 'body', 'email'])
        .orderBy('received_at')
        .orderBy('id')
        .limit(DIGEST_LIST_LIMIT)
        .execute();
      return spamDigestEmail(digest, leads, Number(total), mail);
    },
  };
}
