import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scopeConditions, type SearchScope } from './search-scope.ts';
import type { SearchTerms } from './search-terms.ts';
import type { SearchWindow, WindowQuery } from './search-windows.ts';

/** A string FTS5 reads as itself: a phrase in double quotes (a trigram phrase: that text anywhere). */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * One window's matches on SQLite: each FTS5 table asked for its documents
 * in the window's range of document numbers (FTS5 seeks there; CROSS JOIN
 * keeps SQLite from walking the documents table instead), their leads
 * gathered once, then read in scope and order.
 */
export function sqliteWindowQuery(db: Kysely<Database>, terms: SearchTerms, scope: SearchScope): WindowQuery {
  return async (window: SearchWindow, limit: number) => {
    const inRange = (rowid: string) =>
      sql.join(
        [
          sql`${sql.ref(rowid)} < ${window.docs.before}`,
          ...(window.docs.from === undefined ? [] : [sql`${sql.ref(rowid)} >= ${window.docs.from}`]),
        ],
        sql` and `,
      );
    const branches = [
      ...(terms.parts.length > 0
        ? [
            sql`select d.submission_id from lead_search_who w cross join lead_search d on d.doc = w.rowid
              where lead_search_who match ${terms.parts.map(phrase).join(' OR ')} and ${inRange('w.rowid')}`,
          ]
        : []),
      ...(terms.words.length > 0
        ? [
            sql`select d.submission_id from lead_search_words w cross join lead_search d on d.doc = w.rowid
              where lead_search_words match ${terms.words.map(phrase).join(' AND ')} and ${inRange('w.rowid')}`,
          ]
        : []),
      ...(terms.reference ? [sql`select ${terms.reference}`] : []),
    ];
    if (branches.length === 0) return [];
    const from = window.from === undefined ? undefined : new Date(window.from).toISOString();
    const { rows } = await sql<{ id: string }>`
      with hits (submission_id) as materialized (${sql.join(branches, sql` union `)})
      select s.id from hits cross join submissions s on s.id = hits.submission_id
      where ${scopeConditions(scope)}
        and s.received_at < ${new Date(window.before).toISOString()}
        ${from === undefined ? sql`` : sql`and s.received_at >= ${from}`}
      order by s.received_at desc, s.id desc
      limit ${limit}`.execute(db);
    return rows.map((row) => row.id);
  };
}
