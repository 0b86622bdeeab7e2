import { sql } from 'kysely';
import type { FirstResponseReport, ReportAnswer } from '@agency/staff-contract';
import type { Engine } from '../db/open-database.ts';
import { countCell, hoursCell } from './report-cells.ts';
import { countsAnything, type ReportScope } from './report-scope.ts';
import type { ReportDatabase } from './report-tables.ts';
import { percentileOf, weekColumn, weeksOf } from './report-weeks.ts';

/**
 * First response per week of arrival: of the leads (spam aside) answered
 * from the inbox, the median and 90th percentile of the whole minutes from
 * their arrival to the first message staff sent (lead_replies: sent, not
 * cancelled), kept in report_leads by triggers. A week none of whose leads
 * was answered has no figure (not a zero); a range with none at all says
 * so (`recorded` false).
 */
export async function firstResponse(
  db: ReportDatabase,
  engine: Engine,
  scope: ReportScope,
): Promise<ReportAnswer<FirstResponseReport>> {
  const week = weekColumn(engine);
  const rows = countsAnything(scope)
    ? await db
        .selectFrom('report_leads')
        .select([
          week.as('week'),
          sql<string | number>`count(*)`.as('answered'),
          percentileOf(engine, 'response_minutes', 50).as('median'),
          percentileOf(engine, 'response_minutes', 90).as('p90'),
        ])
        .where('form', 'in', scope.forms)
        .where('day', '>=', scope.from)
        .where('day', '<=', scope.to)
        .where('region', 'in', scope.regions)
        .where('spam', '=', 0)
        .where('response_minutes', 'is not', null)
        .groupBy(week)
        .execute()
    : [];
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  const weeks = weeksOf(scope.from, scope.to).map((monday) => {
    const row = byWeek.get(monday);
    return {
      week: monday,
      answered: row ? Number(row.answered) : 0,
      medianMinutes: row?.median == null ? null : Number(row.median),
      p90Minutes: row?.p90 == null ? null : Number(row.p90),
    };
  });
  const recorded = rows.length > 0;
  return {
    recorded,
    weeks: recorded ? weeks : [],
    table: {
      columns: ['Week of', 'Leads answered', 'Median first response (hours)', '90th percentile (hours)'],
      rows: recorded
        ? weeks.map((shown) => [
            shown.week,
            countCell(shown.answered),
            hoursCell(shown.medianMinutes),
            hoursCell(shown.p90Minutes),
          ])
        : [],
    },
  };
}
