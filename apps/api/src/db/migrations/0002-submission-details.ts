import type { Kysely } from 'kysely';

// Consent, spam flag and the e-mail column for erasure, plus the table that
// remembers Idempotency-Keys. Integers for flags: SQLite has no boolean type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('submissions')
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('submissions').addColumn('consent', 'integer').execute();
  await db.schema.alterTable('submissions').addColumn('notice_version', 'text').execute();
  await db.schema
    .alterTable('submissions')
    .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('submissions')
    .addColumn('spam_reasons', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('submissions_email').on('submissions').column('email').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('form', 'text', (col) => col.notNull())
    .addColumn('body_hash', 'text', (col) => col.notNull())
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('response', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  for (const column of ['spam_reasons', 'spam', 'notice_version', 'consent', 'email'])
    await db.schema.alterTable('submissions').dropColumn(column).execute();
}
