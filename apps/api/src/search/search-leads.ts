import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { postgresWindowQuery } from './postgres-search.ts';
import type { SearchScope } from './search-scope.ts';
import { searchTermsOf } from './search-terms.ts';
import { newestMatches } from './search-windows.ts';
import { sqliteWindowQuery } from './sqlite-search.ts';

export type { SearchScope } from './search-scope.ts';

/**
 * The references of the newest `limit` leads in scope that the term finds
 * (search-terms.ts says how), newest first, through the index of migration
 * 0040. The term is personal data: it is never logged.
 */
export async function searchLeadReferences(
  db: Kysely<Database>,
  engine: Engine,
  term: string,
  scope: SearchScope,
  limit: number,
): Promise<string[]> {
  const terms = searchTermsOf(term);
  if (scope.regions.length === 0) return [];
  const run = async (trx: Kysely<Database>) => {
    // Two subqueries: SQLite reads a lone min() or max() off the index, but both in one select scan the table.
    const { rows } = await sql<{ oldest: string | null; newest: string | null }>`
      select (select min(received_at) from submissions) as oldest, (select max(received_at) from submissions) as newest`.execute(
      trx,
    );
    const span = rows[0];
    if (!span?.oldest || !span.newest) return [];
    const query =
      engine === 'postgres' ? postgresWindowQuery(trx, terms, scope) : sqliteWindowQuery(trx, terms, scope);
    const cursorAt = scope.after ? Date.parse(scope.after.at) : undefined;
    return newestMatches(
      query,
      { oldest: Date.parse(span.oldest), newest: Date.parse(span.newest) },
      cursorAt,
      limit,
    );
  };
  if (engine === 'sqlite') return run(db);
  // One snapshot for every window; and no parallel workers, whose start costs more than these small scans.
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return run(trx);
  });
}
