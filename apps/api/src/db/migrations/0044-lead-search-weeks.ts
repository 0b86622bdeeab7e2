import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { docsPerMillisecond } from './0040-lead-search.ts';

// PostgreSQL's search indexes (migration 0040) know each document's week.
// A part of a name whose trigrams are common ("ara red") has thousands of
// candidates in the trigram index for a few hundred matches, and PostgreSQL
// reads every candidate's row to check it: 8,749 rows at a million leads,
// 230-530 ms when they are not in memory (docs/performance.md). With the
// week before the trigrams in one GIN index (btree_gin), a search asks for
// the newest weeks first (postgres-search.ts) and reads only their
// candidates, stopping once it has a page. The words' index is keyed the
// same way, so a window of weeks asks both alike. SQLite's FTS5 tables seek
// to a range of document numbers themselves and need nothing.

/** How long an indexed week is, in milliseconds. */
export const indexedWeekMs = 7 * 86_400_000;

/**
 * A document's week (its lead's arrival divided into weeks since 1970), as
 * the indexes compute it: a query must write the same expression for the
 * planner to match it to them (search-plans.test.ts).
 */
export const documentWeek = `(doc / ${BigInt(docsPerMillisecond) * BigInt(indexedWeekMs)})`;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const run = (statement: string) => sql.raw(statement).execute(db);
  // A trusted extension, as pg_trgm is: the database's owner may create it (docs/staff.md, Search).
  await run(`create extension if not exists btree_gin`);
  // Notes and messages have no trigram text: only the leads' own documents are in it.
  await run(
    `create index lead_search_who_weekly on lead_search using gin (${documentWeek}, who gin_trgm_ops) where who is not null`,
  );
  await run(`create index lead_search_words_weekly on lead_search using gin (${documentWeek}, words)`);
  // GIN answers a condition on any of its columns: these answer every search the old ones did.
  await run(`drop index lead_search_who`);
  await run(`drop index lead_search_words`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run(`create index lead_search_who on lead_search using gin (who gin_trgm_ops)`);
  await run(`create index lead_search_words on lead_search using gin (words)`);
  await run(`drop index lead_search_words_weekly`);
  await run(`drop index lead_search_who_weekly`);
  await run(`drop extension if exists btree_gin`);
}
