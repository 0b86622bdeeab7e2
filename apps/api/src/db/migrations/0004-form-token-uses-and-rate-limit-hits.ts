import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Single-use form tokens: the first stored submission that carried a token
// binds it (in that submission's transaction). Sliding-window rate limits
// shared by every instance on PostgreSQL; SQLite serves one process, which
// counts in memory, so the table exists on PostgreSQL only. The fixed-window
// counters of 0003 are no longer read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_token_uses')
    .addColumn('token_id', 'text', (col) => col.primaryKey())
    .addColumn('binding', 'text', (col) => col.notNull())
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('used_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('form_token_uses_used_at').on('form_token_uses').column('used_at').execute();
  await db.schema
    .createIndex('form_token_uses_submission')
    .on('form_token_uses')
    .column('submission_id')
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('bucket', 'text', (col) => col.primaryKey())
      .addColumn('hits', sql`bigint[]`, (col) => col.notNull())
      .execute();
  }
  await db.schema.dropTable('rate_limits').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.dropTable('rate_limit_hits').ifExists().execute();
  await db.schema.dropTable('form_token_uses').execute();
}
