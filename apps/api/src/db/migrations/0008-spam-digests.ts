import type { Kysely } from 'kysely';

// The spam digest: one row per region and period, claimed by the first
// instance to insert it (primary key) and sent through the same delivery
// columns as the outbox. Each suspected-spam lead records the digest that
// listed it, so a lead is listed once, and one committed after its period's
// digest was claimed is listed by the next one instead of by none.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('spam_digests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('period_start', 'text', (col) => col.notNull())
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('spam_digests_due')
    .on('spam_digests')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
  await db.schema.alterTable('submissions').addColumn('spam_digest', 'text').execute();
  await db.schema.createIndex('submissions_spam_digest').on('submissions').column('spam_digest').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('submissions_spam_digest').execute();
  await db.schema.alterTable('submissions').dropColumn('spam_digest').execute();
  await db.schema.dropTable('spam_digests').execute();
}
