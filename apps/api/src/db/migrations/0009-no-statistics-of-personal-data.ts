import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The columns that hold what a person sent, or is derived from it: erase
 * must leave no byte of them in the data directory. PostgreSQL's ANALYZE
 * copies a sample of each column's values into pg_statistic, a catalog only
 * a superuser can rewrite, where an erased value would outlive the erasure
 * as a dead row. A statistics target of 0 keeps these columns out of the
 * sample; the planner does not need them (they are looked up by key or
 * scanned whole).
 */
export const personalColumns: Readonly<Record<string, readonly string[]>> = {
  submissions: ['body', 'email'],
  idempotency_keys: ['key', 'body_hash', 'response'],
  form_token_uses: ['binding'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, columns] of Object.entries(personalColumns))
    for (const column of columns)
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set statistics 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, columns] of Object.entries(personalColumns))
    for (const column of columns)
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set statistics -1`.execute(
        db,
      );
}
