import type { Kysely } from 'kysely';

// The confirmations and webhook deliveries are claimed by what is unsent and
// due, oldest first, as the outbox is: without this index each claim read the
// whole table, sent rows included, so a backlog of 7,500 webhooks went out at
// 69 a second, every claim slower than the one before.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['confirmations', 'webhook_deliveries'])
    await db.schema.createIndex(`${table}_due`).on(table).columns(['sent_at', 'next_attempt_at']).execute();
}
