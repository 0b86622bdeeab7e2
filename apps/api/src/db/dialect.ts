import {
  sql,
  type Kysely,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type { Engine } from './open-database.ts';

// Every place where SQLite and PostgreSQL differ at run time, so that no file
// outside db/ asks which engine it runs on. SQLite serves one process with one
// writer at a time: the locks PostgreSQL needs between instances are nothing there.

/** The implementation written for the engine, where the two differ in more than a phrase (search, the rate limiter). */
export const byEngine = <T>(engine: Engine, choices: Record<Engine, T>): T => choices[engine];

/**
 * A row a queue claims: several instances claim at once, and each skips the
 * rows another is claiming (or cancelling). `of`: the table to lock in a join.
 */
export function skipLocked<DB, TB extends keyof DB, O>(
  engine: Engine,
  query: SelectQueryBuilder<DB, TB, O>,
  of?: TB & string,
): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forUpdate(of).skipLocked() : query;
}

/** Holds the rows read for the rest of the transaction, so a writer elsewhere waits for it. */
export function forUpdate<DB, TB extends keyof DB, O>(
  engine: Engine,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forUpdate() : query;
}

/**
 * Takes a lock on each key (any text) until the transaction ends, in one
 * sorted order, so two instances never wait on each other in a cycle.
 */
export async function lockKeys(
  engine: Engine,
  trx: QueryExecutorProvider,
  keys: readonly string[],
): Promise<void> {
  if (engine === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(${[...keys].sort()}::text[]) as k`.execute(
      trx,
    );
}

/** The Monday (UTC) of a date column's week, as YYYY-MM-DD: weeks start on Monday, as ISO 8601 has them. */
export function mondayOf(engine: Engine, column: string): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`to_char(date_trunc('week', ${sql.ref(column)}::date), 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, 'weekday 0', '-6 days')`;
}

/** A field of a JSON text column, as text. */
export function jsonText(engine: Engine, column: string, field: string): RawBuilder<string> {
  return engine === 'postgres'
    ? sql<string>`(${sql.ref(column)}::jsonb ->> ${field})`
    : sql<string>`cast(json_extract(${sql.ref(column)}, ${`$.${field}`}) as text)`;
}

/**
 * Runs `read` on one snapshot (PostgreSQL: a transaction, whose parallel
 * workers are turned off by `noParallelWorkers`); SQLite reads as it is.
 */
export function oneSnapshot<DB, T>(
  engine: Engine,
  db: Kysely<DB>,
  read: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return engine === 'postgres' ? db.transaction().execute(read) : read(db);
}

/**
 * Appended to the first select of `oneSnapshot`, in the same round trip: no
 * parallel workers for the transaction, whose start costs more than small scans.
 */
export function noParallelWorkers(engine: Engine): RawBuilder<unknown> {
  return engine === 'postgres'
    ? sql`, set_config('max_parallel_workers_per_gather', '0', true) as workers`
    : sql``;
}
