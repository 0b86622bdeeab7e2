import type { Kysely } from 'kysely';

// Migrations take Kysely<any> by Kysely's convention: they describe the
// schema as it was at that point in history, not as it is now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('submissions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('form', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('submissions_received_at').on('submissions').column('received_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('submissions').execute();
}
