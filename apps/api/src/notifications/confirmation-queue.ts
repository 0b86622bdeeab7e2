import type { Kysely } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { confirmationEmail } from './confirmation-email.ts';
import { deliveryQueue, type DeliveryQueue } from './delivery-queue.ts';
import type { MailSettings } from './notification-email.ts';

/** The `confirmations` table: one mail to the visitor per lead (at most one per mailbox a day, see queue-deliveries.ts). */
export function confirmationQueue(db: Kysely<Database>, engine: Engine, mail: MailSettings): DeliveryQueue {
  return {
    ...deliveryQueue(db, engine, 'confirmation'),
    async render(id) {
      const lead = await db
        .selectFrom('submissions')
        .select(['id', 'form', 'region', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
      return lead && confirmationEmail(lead, mail);
    },
  };
}
