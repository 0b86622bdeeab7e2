import type { Kysely } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { DeliveryQueue } from './delivery-queue.ts';
import { notificationEmail, type MailSettings } from './notification-email.ts';

/** The `outbox` table: one staff notification per lead, written in the lead's own transaction. */
export function leadNotificationQueue(
  db: Kysely<Database>,
  engine: Engine,
  mail: MailSettings,
): DeliveryQueue {
  return {
    what: 'notification',
    async claim({ dueBy, now, leaseUntil }) {
      let next = db
        .selectFrom('outbox')
        .select('submission_id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', dueBy)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(1);
      // Several instances claim at once: each skips the rows another is claiming.
      if (engine === 'postgres') next = next.forUpdate().skipLocked();
      const row = await db
        .updateTable('outbox')
        .set({ locked_until: leaseUntil })
        .where('submission_id', 'in', next)
        .returning(['submission_id', 'attempts'])
        .executeTakeFirst();
      return row && { id: row.submission_id, attempts: Number(row.attempts) };
    },
    async render(id) {
      const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && notificationEmail(row, mail);
    },
    async done(id, attempts, at) {
      await db
        .updateTable('outbox')
        .set({ sent_at: at, attempts: attempts + 1, locked_until: null, last_error: null })
        .where('submission_id', '=', id)
        .execute();
    },
    async failed(id, attempts, reason, retryAt) {
      await db
        .updateTable('outbox')
        .set({ attempts: attempts + 1, locked_until: null, last_error: reason, next_attempt_at: retryAt })
        .where('submission_id', '=', id)
        .execute();
    },
  };
}
