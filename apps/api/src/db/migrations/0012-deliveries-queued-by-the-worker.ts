import { sql, type Kysely } from 'kysely';

// The confirmations and webhook deliveries are claimed by what is unsent and
// due, oldest first, as the outbox is: without this index each claim read the
// whole table, sent rows included, so a backlog of 7,500 webhooks went out at
// 69 a second, every claim slower than the one before.
//
// A lead's confirmation and webhooks are queued by the outbox worker, not in
// the lead's own transaction: the outbox row says which event is still to be
// queued (queue-deliveries.ts). The partial index holds only those rows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['confirmations', 'webhook_deliveries'])
    await db.schema.createIndex(`${table}_due`).on(table).columns(['sent_at', 'next_attempt_at']).execute();
  await db.schema.alterTable('outbox').addColumn('deliveries_event', 'text').execute();
  await db.schema
    .createIndex('outbox_deliveries_to_queue')
    .on('outbox')
    .column('queued_at')
    .where(sql.ref('deliveries_event'), 'is not', null)
    .execute();
}
