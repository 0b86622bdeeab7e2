import { sql, SqliteAdapter, type Kysely } from 'kysely';

// From here on every SQLite connection zeroes what it deletes (secure_delete,
// open-database.ts). Rows deleted before that, by an erase or a purge, may
// still sit in the file's free space: one VACUUM rewrites the file from its
// live rows only. It runs outside a transaction (Kysely runs SQLite's
// migrations without one; VACUUM refuses to run in one).
// PostgreSQL: nothing here. Its migrations run in a transaction, where VACUUM
// cannot run; each erase and purge now rewrites the tables it touched.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`vacuum`.execute(db);
}

// Nothing to undo: the file holds the same rows, only its free space is gone.
export async function down(): Promise<void> {}
