import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A job application's CV, in the same database as the application and in the
// same transaction (both engines, every instance alike; erase, purge and
// backups cover it). One per submission, deleted with it. On PostgreSQL the
// bytes are stored without compression (STORAGE EXTERNAL: PDF and DOCX are
// compressed already, so pglz only spends time), and neither they nor the
// name are sampled into pg_statistic (see migration 0009).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('cv_files')
    .addColumn('submission_id', 'text', (col) =>
      col.primaryKey().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .execute();
  if (postgres) {
    await sql`alter table cv_files alter column content set storage external`.execute(db);
    await sql`alter table cv_files alter column content set statistics 0`.execute(db);
    await sql`alter table cv_files alter column file_name set statistics 0`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cv_files').execute();
}
