import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { queueDeliveries } from './queue-deliveries.ts';

/**
 * Takes a lead out of spam and queues its deliveries in one transaction (the
 * staff notification, the visitor's confirmation, its webhooks): a release
 * is never left without the mail that tells staff about the lead. A running
 * server's outbox worker sends them at its next poll. The one release:
 * `npm run leads -- release` and the inbox's "not spam" both call it.
 */
export async function releaseFromSpam(
  db: Kysely<Database>,
  id: string,
): Promise<'released' | 'not-spam' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('submissions')
      .select(['spam', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.spam === 0) return 'not-spam';
    await trx.updateTable('submissions').set({ spam: 0 }).where('id', '=', id).execute();
    await queueDeliveries(trx, [{ id, email: row.email }], 'lead.released');
    return 'released';
  });
}
