import { sql } from 'kysely';
import {
  hiringStepLabels,
  hiringSteps,
  type FunnelStep,
  type HiringFunnelReport,
  type ReportAnswer,
} from '@agency/staff-contract';
import { countCell, decimalCell, shareCell } from './report-cells.ts';
import { countsAnything, type ReportScope } from './report-scope.ts';
import type { ReportDatabase } from './report-tables.ts';
import { addTo, percentileOfCounts, type Histogram } from './report-histograms.ts';
import { acrossPeriods } from './report-periods.ts';

/** The name a position's applications are grouped under when they name none. */
export const noPositionLabel = '(no position)';

/** A position's applications: per step, how many reached it, closed there, and their days in it. */
interface PositionCounts {
  reached: number[];
  rejected: number[];
  withdrawn: number[];
  days: Histogram[];
}

const columns = [
  'Position',
  'Step',
  'Reached',
  'On to next step',
  'Median days in step',
  'Rejected here',
  'Withdrawn here',
];

/**
 * The hiring funnel per position, over the applications (spam aside) that
 * arrived in the range: how many reached each step, the share that went on
 * to the next, the median whole days spent in it (by those that left it),
 * and how many were rejected or withdrew while there (the furthest step
 * they had reached). Read from the counts kept on write (migration 0043): the
 * applications by furthest step and close, and the days they spent in each step.
 */
export async function hiringFunnel(
  db: ReportDatabase,
  scope: ReportScope,
): Promise<ReportAnswer<HiringFunnelReport>> {
  if (!scope.careers) return { positions: null, table: { columns, rows: [] } };
  const read = countsAnything(scope);
  const ends = read
    ? await acrossPeriods(scope, ({ period, first, last }) =>
        db
          .selectFrom('report_hiring_ends')
          .select(['position', 'furthest', 'closed', sql<string | number>`sum(leads)`.as('leads')])
          .where('period', '=', period)
          .where('start', '>=', first)
          .where('start', '<=', last)
          .where('region', 'in', scope.regions)
          .groupBy(['position', 'furthest', 'closed'])
          .execute(),
      )
    : [];
  const stays = read
    ? await acrossPeriods(scope, ({ period, first, last }) =>
        db
          .selectFrom('report_hiring_stays')
          .select(['position', 'step', 'days', sql<string | number>`sum(leads)`.as('leads')])
          .where('period', '=', period)
          .where('start', '>=', first)
          .where('start', '<=', last)
          .where('region', 'in', scope.regions)
          .groupBy(['position', 'step', 'days'])
          .execute(),
      )
    : [];
  const byPosition = new Map<string, PositionCounts>();
  const countsOf = (position: string) => {
    const known = byPosition.get(position);
    if (known) return known;
    const counts: PositionCounts = {
      reached: hiringSteps.map(() => 0),
      rejected: hiringSteps.map(() => 0),
      withdrawn: hiringSteps.map(() => 0),
      days: hiringSteps.map(() => new Map()),
    };
    byPosition.set(position, counts);
    return counts;
  };
  for (const row of ends) {
    const counts = countsOf(row.position);
    const leads = Number(row.leads);
    for (let i = 0; i <= row.furthest; i++) counts.reached[i]! += leads;
    if (row.closed === 'rejected') counts.rejected[row.furthest]! += leads;
    if (row.closed === 'withdrawn') counts.withdrawn[row.furthest]! += leads;
  }
  for (const row of stays) addTo(countsOf(row.position).days[row.step]!, row.days, Number(row.leads));
  const positions = [...byPosition]
    .filter(([, counts]) => counts.reached[0]! > 0)
    .map(([position, counts]) => {
      const steps: FunnelStep[] = hiringSteps.map((step, i) => {
        const next = counts.reached[i + 1];
        const here = counts.reached[i] ?? 0;
        return {
          step,
          reached: here,
          conversion: next === undefined || here === 0 ? null : next / here,
          medianDays: percentileOfCounts(counts.days[i]!, 50),
          rejected: counts.rejected[i]!,
          withdrawn: counts.withdrawn[i]!,
        };
      });
      return { position: position === '' ? noPositionLabel : position, steps };
    })
    .sort(
      (a, b) =>
        (b.steps[0]?.reached ?? 0) - (a.steps[0]?.reached ?? 0) || a.position.localeCompare(b.position),
    );
  return {
    positions,
    table: {
      columns,
      rows: positions.flatMap(({ position, steps }) =>
        steps.map((step) => [
          position,
          hiringStepLabels[step.step],
          countCell(step.reached),
          step.conversion === null ? '' : shareCell(step.conversion),
          decimalCell(step.medianDays),
          countCell(step.rejected),
          countCell(step.withdrawn),
        ]),
      ),
    },
  };
}
