import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { scopeConditions, type SearchScope } from './search-scope.ts';
import type { SearchTerms } from './search-terms.ts';
import {
  millisecondOf,
  windowOf,
  type SearchWindow,
  type WindowPlan,
  type WindowQuery,
} from './search-windows.ts';

/** A LIKE pattern for the text anywhere, its own % _ and \ taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many of the newest documents the first window reads, and the second. */
export const scannedDocuments = [5_000, 20_000] as const;

/**
 * Windows by count of documents (PostgreSQL): the newest 5,000 documents
 * before `before`, the next 20,000, then everything older. The first two are
 * read whole (see postgresWindowQuery), so a common word costs a few
 * thousand rows however many leads it matches; the third asks the GIN
 * indexes, by then for a term too rare to have filled a page from 25,000
 * documents. Each boundary is rounded to the start of its millisecond.
 */
export async function* documentWindows(
  db: Kysely<Database>,
  before: number,
  counts: readonly number[] = scannedDocuments,
): WindowPlan {
  let end = before;
  for (const count of counts) {
    const { rows } = await sql<{ doc: string }>`
      select doc from lead_search where doc < ${String(windowOf(undefined, end).docs.before)}::bigint
      order by doc desc offset ${count - 1} limit 1`.execute(db);
    const at = rows[0] ? millisecondOf(BigInt(rows[0].doc)) : undefined;
    if (at === undefined || at >= end) break;
    yield windowOf(at, end);
    end = at;
  }
  yield windowOf(undefined, end);
}

/**
 * One window's matches on PostgreSQL. A window of the newest documents is
 * read along the documents' primary key with each condition tested row by
 * row (textlike and ts_match_vq are LIKE and @@ written as functions, which
 * no index answers, so the planner cannot trade the bounded scan for a GIN
 * scan that reads every match of a common word). The oldest window asks the
 * GIN indexes. Then the leads, in scope and order; `offset 0` keeps the
 * planner from walking every lead by received_at to find the few that match.
 */
export function postgresWindowQuery(
  db: Kysely<Database>,
  terms: SearchTerms,
  scope: SearchScope,
): WindowQuery {
  return async (window: SearchWindow, limit: number) => {
    const scan = window.docs.from !== undefined;
    const matches = [
      ...terms.parts.map((part) =>
        scan ? sql`textlike(who, ${anywhere(part)})` : sql`who like ${anywhere(part)}`,
      ),
      ...(terms.words.length > 0
        ? [
            scan
              ? sql`ts_match_vq(words, plainto_tsquery('simple', ${terms.words.join(' ')}))`
              : sql`words @@ plainto_tsquery('simple', ${terms.words.join(' ')})`,
          ]
        : []),
    ];
    const inRange = sql.join(
      [
        sql`doc < ${String(window.docs.before)}::bigint`,
        ...(window.docs.from === undefined ? [] : [sql`doc >= ${String(window.docs.from)}::bigint`]),
      ],
      sql` and `,
    );
    const branches = [
      ...(scan && matches.length > 0
        ? [sql`select submission_id from lead_search where ${inRange} and (${sql.join(matches, sql` or `)})`]
        : matches.map((match) => sql`select submission_id from lead_search where ${match} and ${inRange}`)),
      ...(terms.reference ? [sql`select ${terms.reference}::text`] : []),
    ];
    if (branches.length === 0) return [];
    const from = window.from === undefined ? undefined : new Date(window.from).toISOString();
    const { rows } = await sql<{ id: string }>`
      select id from (
        select s.id, s.received_at from submissions s
        where s.id in (${sql.join(branches, sql` union `)})
          and ${scopeConditions(scope)}
          and s.received_at < ${new Date(window.before).toISOString()}
          ${from === undefined ? sql`` : sql`and s.received_at >= ${from}`}
        offset 0) s
      order by received_at desc, id desc
      limit ${limit}`.execute(db);
    return rows.map((row) => row.id);
  };
}
