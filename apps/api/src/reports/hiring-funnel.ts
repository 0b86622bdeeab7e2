import { sql } from 'kysely';
import {
  hiringStepLabels,
  hiringSteps,
  type FunnelStep,
  type HiringFunnelReport,
  type ReportAnswer,
} from '@agency/staff-contract';
import type { Engine } from '../db/open-database.ts';
import { countCell, decimalCell, shareCell } from './report-cells.ts';
import { countsAnything, type ReportScope } from './report-scope.ts';
import type { ReportDatabase } from './report-tables.ts';
import { percentileOf } from './report-weeks.ts';

/** The name a position's applications are grouped under when they name none. */
export const noPositionLabel = '(no position)';

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
 * they had reached). Read from report_leads, one row per application.
 */
export async function hiringFunnel(
  db: ReportDatabase,
  engine: Engine,
  scope: ReportScope,
): Promise<ReportAnswer<HiringFunnelReport>> {
  if (!scope.careers) return { positions: null, table: { columns, rows: [] } };
  const last = hiringSteps.length - 1;
  const count = (condition: string) =>
    sql<string | number>`sum(case when ${sql.raw(condition)} then 1 else 0 end)`;
  const rows = countsAnything(scope)
    ? await db
        .selectFrom('report_leads')
        .select([
          'position',
          ...hiringSteps.map((_, i) => count(`furthest >= ${i}`).as(`reached${i}`)),
          ...hiringSteps.map((_, i) => count(`closed = 'rejected' and furthest = ${i}`).as(`rejected${i}`)),
          ...hiringSteps.map((_, i) => count(`closed = 'withdrawn' and furthest = ${i}`).as(`withdrawn${i}`)),
          ...hiringSteps.slice(0, last).map((_, i) => percentileOf(engine, `d${i}`, 50).as(`days${i}`)),
        ])
        .where('form', '=', 'job-application')
        .where('day', '>=', scope.from)
        .where('day', '<=', scope.to)
        .where('region', 'in', scope.regions)
        .where('spam', '=', 0)
        .groupBy('position')
        .execute()
    : [];
  const positions = rows
    .map((row) => {
      const figure = (name: string) => (row as Record<string, unknown>)[name];
      const reached = hiringSteps.map((_, i) => Number(figure(`reached${i}`)));
      const steps: FunnelStep[] = hiringSteps.map((step, i) => {
        const days = i < last ? figure(`days${i}`) : null;
        const next = reached[i + 1];
        const here = reached[i] ?? 0;
        return {
          step,
          reached: here,
          conversion: next === undefined || here === 0 ? null : next / here,
          medianDays: days === null || days === undefined ? null : Number(days),
          rejected: Number(figure(`rejected${i}`)),
          withdrawn: Number(figure(`withdrawn${i}`)),
        };
      });
      return { position: row.position ?? noPositionLabel, steps };
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
