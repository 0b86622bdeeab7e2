import {
  sql,
  type Kysely,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type { Engine } from './open-database.ts';

// Every place where SQLite and PostgreSQL differ at run time: no file outside db/ asks which engine
// it runs on. SQLite serves one process with one writer: the locks between instances are nothing there.

/** The implementation written for the engine, where the two differ in more than a phrase. */
export const byEngine = <T>(engine: Engine, choices: Record<Engine, T>): T => choices[engine];

/** A queue's claim: each of several instances skips the rows another is claiming (`of`: the table, in a join). */
export const skipLocked = <DB, TB extends keyof DB, O>(
  engine: Engine,
  query: SelectQueryBuilder<DB, TB, O>,
  of?: TB & string,
) => (engine === 'postgres' ? query.forUpdate(of).skipLocked() : query);

/** Holds the rows read until the transaction ends: a writer elsewhere waits for it. */
export const forUpdate = <DB, TB extends keyof DB, O>(
  engine: Engine,
  query: SelectQueryBuilder<DB, TB, O>,
) => (engine === 'postgres' ? query.forUpdate() : query);

/** A lock on each key until the transaction ends, in one sorted order: two never wait on each other in a cycle. */
export async function lockKeys(engine: Engine, trx: QueryExecutorProvider, keys: string[]): Promise<void> {
  const sorted = keys.sort();
  if (engine === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(${sorted}::text[]) as k`.execute(trx);
}

/** The Monday (UTC) of a date column's week, as YYYY-MM-DD (ISO 8601 weeks). */
export const mondayOf = (engine: Engine, column: string): RawBuilder<string> =>
  engine === 'postgres'
    ? sql`to_char(date_trunc('week', ${sql.ref(column)}::date), 'YYYY-MM-DD')`
    : sql`date(${sql.ref(column)}, 'weekday 0', '-6 days')`;

/** A field of a JSON text column, as text. */
export const jsonText = (engine: Engine, column: string, field: string): RawBuilder<string> =>
  engine === 'postgres'
    ? sql`(${sql.ref(column)}::jsonb ->> ${field})`
    : sql`cast(json_extract(${sql.ref(column)}, ${`$.${field}`}) as text)`;

/** Runs `read` on one snapshot: a transaction on PostgreSQL, where `noParallelWorkers` applies to it alone. */
export const oneSnapshot = <DB, T>(engine: Engine, db: Kysely<DB>, read: (trx: Kysely<DB>) => Promise<T>) =>
  engine === 'postgres' ? db.transaction().execute(read) : read(db);

/** Ends the first select of `oneSnapshot`: no parallel workers, whose start costs more than small scans. */
export const noParallelWorkers = (engine: Engine) =>
  engine === 'postgres' ? sql`, set_config('max_parallel_workers_per_gather', '0', true) as workers` : sql``;
