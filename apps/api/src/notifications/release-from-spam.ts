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
    // The write comes first: on SQLite a transaction that reads and then writes fails at once
    // (SQLITE_BUSY) when another process, the running server, wrote in between; one that starts
    // with its write waits its turn (busy_timeout). The CLI releases while the server runs.
    const released = await trx
      .updateTable('submissions')
      .set({ spam: 0 })
      .where('id', '=', id)
      .where('spam', '!=', 0)
      .returning('email')
      .executeTakeFirst();
    if (released) {
      await queueDeliveries(trx, [{ id, email: released.email }], 'lead.released');
      return 'released';
    }
    const row = await trx.selectFrom('submissions').select('id').where('id', '=', id).executeTakeFirst();
    return row ? 'not-spam' : 'missing';
  });
}
