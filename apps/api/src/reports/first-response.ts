import { sql } from 'kysely';
import type { FirstResponseReport, ReportAnswer } from '@agency/staff-contract';
import { countCell, hoursCell } from './report-cells.ts';
import { countsAnything, type ReportScope } from './report-scope.ts';
import type { ReportDatabase } from './report-tables.ts';
import { addTo, percentileOfCounts, totalOf, type Histogram } from './report-histograms.ts';
import { acrossPeriods } from './report-periods.ts';
import { weekOf, weeksOf } from './report-weeks.ts';

/**
 * First response per week of arrival: of the leads (spam aside) answered
 * from the inbox, the median and 90th percentile of the minutes from their
 * arrival to the first message staff sent (lead_replies: sent, not
 * cancelled), counted on write per day and week (migration 0043: to the
 * minute in the first hour, ten minutes in the first day, the hour after).
 * A week none of whose leads was answered has no figure (not a zero); a
 * range with none at all says so (`recorded` false).
 */
export async function firstResponse(
  db: ReportDatabase,
  scope: ReportScope,
): Promise<ReportAnswer<FirstResponseReport>> {
  const rows = countsAnything(scope)
    ? await acrossPeriods(scope, ({ period, first, last }) =>
        db
          .selectFrom('report_response_times')
          .select(['start', 'minutes', sql<string | number>`sum(leads)`.as('leads')])
          .where('period', '=', period)
          .where('start', '>=', first)
          .where('start', '<=', last)
          .where('region', 'in', scope.regions)
          .where('form', 'in', scope.forms)
          .groupBy(['start', 'minutes'])
          .execute(),
      )
    : [];
  const byWeek = new Map<string, Histogram>();
  for (const row of rows) {
    const week = weekOf(row.start);
    const histogram = byWeek.get(week) ?? new Map<number, number>();
    byWeek.set(week, histogram);
    addTo(histogram, row.minutes, Number(row.leads));
  }
  const weeks = weeksOf(scope.from, scope.to).map((monday) => {
    const histogram = byWeek.get(monday) ?? new Map<number, number>();
    return {
      week: monday,
      answered: totalOf(histogram),
      medianMinutes: percentileOfCounts(histogram, 50),
      p90Minutes: percentileOfCounts(histogram, 90),
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
