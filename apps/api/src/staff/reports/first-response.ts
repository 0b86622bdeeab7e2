import { sql } from 'kysely';
import type { FirstResponseReport, ReportAnswer } from '@agency/staff-contract';
import { mondayOf } from '../../db/dialect.ts';
import type { Engine } from '../../db/open-database.ts';
import { countCell, hoursCell } from './report-cells.ts';
import { countsAnything, type ReportScope } from './report-scope.ts';
import type { ReportDatabase } from './report-tables.ts';
import { periodsOf } from './report-periods.ts';
import { weeksOf } from './report-weeks.ts';

/** The percentiles the report shows. */
const percents = [50, 90] as const;

/** One week's figures as the database gives them: its count, and the values either side of each percentile's place. */
interface WeekRow {
  week: string;
  answered: string | number;
  below50: number;
  above50: number;
  below90: number;
  above90: number;
}

/**
 * A percentile of `answered` values interpolated between the values at the
 * places below and above its rank, as report-histograms.ts's
 * percentileOfCounts (and percentile_cont) has it; null of none.
 */
function percentileOf(answered: number, percent: number, below: number, above: number): number | null {
  if (answered === 0) return null;
  const rank = (percent / 100) * (answered - 1);
  return below + (above - below) * (rank - Math.floor(rank));
}

/**
 * First response per week of arrival: of the leads (spam aside) answered
 * from the inbox, the median and 90th percentile of the minutes from their
 * arrival to the first message staff sent (lead_replies: sent, not
 * cancelled), counted on write per day and week (migration 0043: to the
 * minute in the first hour, ten minutes in the first day, the hour after).
 * A week none of whose leads was answered has no figure (not a zero); a
 * range with none at all says so (`recorded` false).
 *
 * The percentiles are taken in the database: a running count per week over
 * its buckets in order, and the bucket where it passes each percentile's
 * place. A year is then 53 rows, where reading the buckets themselves was
 * some 10,000 to merge here (416 ms p95 at a million leads on PostgreSQL,
 * docs/performance.md).
 */
export async function firstResponse(
  db: ReportDatabase,
  engine: Engine,
  scope: ReportScope,
): Promise<ReportAnswer<FirstResponseReport>> {
  const rows = countsAnything(scope) ? (await weekRows(db, engine, scope)).rows : [];
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  const weeks = weeksOf(scope.from, scope.to).map((monday) => {
    const row = byWeek.get(monday);
    const answered = row ? Number(row.answered) : 0;
    return {
      week: monday,
      answered,
      medianMinutes: row ? percentileOf(answered, 50, row.below50, row.above50) : null,
      p90Minutes: row ? percentileOf(answered, 90, row.below90, row.above90) : null,
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

/**
 * One row per week of the range with any count: the range's whole weeks
 * from the week rows, the days either side from the day rows put in their
 * week (report-periods.ts). For `answered` values in order (from place 0),
 * a percentile's rank p/100 x (answered - 1) lies between the places
 * floor and ceil of it, taken here in whole numbers (p x (answered - 1)
 * divided by 100, rounded down and up: JavaScript's floor and ceil of the
 * rank are the same numbers for p 50 and 90); the value at a place is the
 * first bucket whose running count exceeds it.
 */
function weekRows(db: ReportDatabase, engine: Engine, scope: ReportScope) {
  const stretches = periodsOf(scope.from, scope.to).map(
    ({ period, first, last }) => sql`
      select ${period === 'week' ? sql`start` : mondayOf(engine, 'start')} as week, minutes, leads
      from report_response_times
      where period = ${period} and start >= ${first} and start <= ${last}
        and region in (${sql.join(scope.regions)}) and form in (${sql.join(scope.forms)})`,
  );
  const place = (percent: number, round: 'down' | 'up') =>
    round === 'down'
      ? sql`(${sql.lit(percent)} * (answered - 1)) / 100`
      : sql`(${sql.lit(percent)} * (answered - 1) + 99) / 100`;
  const valueAt = (percent: number, round: 'down' | 'up') =>
    sql`min(case when running > ${place(percent, round)} then minutes end)`;
  return sql<WeekRow>`
    with buckets as (
      -- Whole numbers throughout (PostgreSQL sums bigints as numeric), so the places below divide as integers.
      select week, minutes, cast(sum(leads) as bigint) as leads
      from (${sql.join(stretches, sql` union all `)}) r
      group by week, minutes
    ),
    counted as (
      select week, minutes,
        cast(sum(leads) over (partition by week order by minutes rows between unbounded preceding and current row) as bigint) as running,
        cast(sum(leads) over (partition by week) as bigint) as answered
      from buckets
    )
    select week, max(answered) as answered,
      ${sql.join(
        percents.flatMap((percent) => [
          sql`${valueAt(percent, 'down')} as ${sql.ref(`below${percent}`)}`,
          sql`${valueAt(percent, 'up')} as ${sql.ref(`above${percent}`)}`,
        ]),
      )}
    from counted
    group by week`.execute(db);
}
