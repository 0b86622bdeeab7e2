import type { Kysely } from 'kysely';

// An erasure's scrub not yet proved (delete-submissions.ts): one row per
// deletion whose rows' bytes may still be in the database's files, written in
// the deleting transaction and deleted once a scrub is proved. It names no
// person and no lead: an id, when the rows were deleted, and why the last
// scrub could not finish (null while the first one runs).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_scrubs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('deleted_at', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('tried_at', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_scrubs').execute();
}
