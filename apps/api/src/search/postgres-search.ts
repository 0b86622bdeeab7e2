import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { scopeConditions, type SearchScope } from './search-scope.ts';
import type { SearchTerms } from './search-terms.ts';
import type { SearchWindow, WindowQuery } from './search-windows.ts';

const weekMs = 7 * 86_400_000;

/** A LIKE pattern for the text anywhere, its own % _ and \ taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One window's matches on PostgreSQL. The GIN indexes hold the week beside
 * the trigrams and the words (btree_gin), so a window's weeks narrow the
 * index scan itself; the document numbers cut the window exactly. The
 * `offset 0` keeps the planner from walking every lead by received_at to
 * find the few that match: the matches come first, then their order.
 */
export function postgresWindowQuery(
  db: Kysely<Database>,
  terms: SearchTerms,
  scope: SearchScope,
): WindowQuery {
  return async (window: SearchWindow, limit: number) => {
    const weeks: number[] = [];
    if (window.from !== undefined)
      for (
        let week = Math.floor(window.from / weekMs);
        week <= Math.floor((window.before - 1) / weekMs);
        week++
      )
        weeks.push(week);
    const inRange = sql.join(
      [
        sql`doc < ${String(window.docs.before)}::bigint`,
        ...(window.docs.from === undefined
          ? []
          : [sql`doc >= ${String(window.docs.from)}::bigint`, sql`week = any(${weeks}::integer[])`]),
      ],
      sql` and `,
    );
    const branches = [
      ...terms.parts.map(
        (part) => sql`select submission_id from lead_search where who like ${anywhere(part)} and ${inRange}`,
      ),
      ...(terms.words.length > 0
        ? [
            sql`select submission_id from lead_search
              where words @@ plainto_tsquery('simple', ${terms.words.join(' ')}) and ${inRange}`,
          ]
        : []),
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
