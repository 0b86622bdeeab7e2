import type { Kysely } from 'kysely';

// Rate-limit counters shared by every instance on PostgreSQL, and the
// notification outbox written in the same transaction as each submission.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('outbox')
    .addColumn('submission_id', 'text', (col) =>
      col.primaryKey().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('rate_limits').execute();
}
