import type { Kysely } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { deliveryQueue, type DeliveryQueue } from './delivery-queue.ts';
import { notificationEmail, type MailSettings } from './notification-email.ts';

/** The `outbox` table: one staff notification per lead, written in the lead's own transaction. */
export function leadNotificationQueue(
  db: Kysely<Database>,
  engine: Engine,
  mail: MailSettings,
): DeliveryQueue {
  return {
    ...deliveryQueue(db, engine, 'notification'),
    async render(id) {
      const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      // The CV's bytes are read only when the mail carries them.
      const cv = await db
        .selectFrom('cv_files')
        .select(['file_name', 'media_type', 'size'])
        .$if(mail.cvInMail, (query) => query.select('content'))
        .where('submission_id', '=', id)
        .executeTakeFirst();
      return notificationEmail(row, mail, cv);
    },
  };
}
