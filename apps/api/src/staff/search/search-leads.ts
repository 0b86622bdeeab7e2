import { sql, type Kysely } from 'kysely';
import { byEngine, noParallelWorkers, oneSnapshot } from '../../db/dialect.ts';
import type { Engine } from '../../db/open-database.ts';
import type { Database } from '../../db/schema.ts';
import { postgresMatches } from './postgres-search.ts';
import type { SearchScope } from './search-scope.ts';
import { searchTermsOf } from './search-terms.ts';
import { newestMatches, timeWindows } from './search-windows.ts';
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
  /** PostgreSQL's windows of newest documents read whole (postgres-search.ts), for a test to make them small. */
  scanned?: readonly number[],
  /** PostgreSQL's most documents a term may match to be read at once (postgres-search.ts), for a test to make it small. */
  few?: number,
): Promise<string[]> {
  const terms = searchTermsOf(term);
  if (scope.regions.length === 0) return [];
  // One snapshot for every window, and noParallelWorkers for this transaction alone.
  return oneSnapshot(engine, db, async (trx) => {
    // Two subqueries: SQLite reads a lone min() or max() off the index, but both in one select scan the table.
    const { rows } = await sql<{ oldest: string | null; newest: string | null }>`
      select (select min(received_at) from submissions) as oldest, (select max(received_at) from submissions) as newest
      ${noParallelWorkers(engine)}`.execute(trx);
    const span = rows[0];
    if (!span?.oldest || !span.newest) return [];
    // Everything up to the cursor's millisecond (the cursor itself cuts within it), else to the newest lead.
    const before = Date.parse(scope.after?.at ?? span.newest) + 1;
    const oldest = Date.parse(span.oldest);
    // Each engine's index (migration 0040) is its own, and so is the search that reads it.
    return byEngine(engine, {
      postgres: () => postgresMatches(trx, terms, scope, oldest, before, limit, scanned, few),
      sqlite: () => newestMatches(sqliteWindowQuery(trx, terms, scope), timeWindows(oldest, before), limit),
    })();
  });
}
