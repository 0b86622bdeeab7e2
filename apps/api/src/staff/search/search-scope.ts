import { sql, type RawBuilder } from 'kysely';
import type { StaffRegion } from '@agency/staff-contract';
import type { SearchCursor, SearchWindow } from './search-windows.ts';

/**
 * Whose leads a search may return (the member's regions; applications only
 * with careers, as staff-leads.ts's inScope says), from the list or the spam
 * folder, after the page's cursor.
 */
export interface SearchScope {
  regions: readonly StaffRegion[];
  careers: boolean;
  spam: boolean;
  after: SearchCursor | undefined;
}

/** The scope as conditions on `s`, the submissions table, for either engine's query. */
export function scopeConditions(scope: SearchScope): RawBuilder<unknown> {
  const { after } = scope;
  return sql.join(
    [
      sql`s.spam = ${scope.spam ? 1 : 0}`,
      sql`s.region in (${sql.join(scope.regions)})`,
      ...(scope.careers ? [] : [sql`s.form <> 'job-application'`]),
      ...(after
        ? [sql`(s.received_at < ${after.at} or (s.received_at = ${after.at} and s.id < ${after.id}))`]
        : []),
    ],
    sql` and `,
  );
}

/** The scope and a window's stretch of arrival, as conditions on `s`, the submissions table. */
export function inWindow(scope: SearchScope, window: SearchWindow): RawBuilder<unknown> {
  const from = window.from === undefined ? undefined : new Date(window.from).toISOString();
  return sql`${scopeConditions(scope)}
    and s.received_at < ${new Date(window.before).toISOString()}
    ${from === undefined ? sql`` : sql`and s.received_at >= ${from}`}`;
}
