import { formTitle } from '@agency/contract';
import { sql } from 'kysely';
import type { LeadsPerWeekReport, ReportAnswer, StaffFormKind } from '@agency/staff-contract';
import { mondayOf } from '../../db/dialect.ts';
import type { Engine } from '../../db/open-database.ts';
import { countCell } from './report-cells.ts';
import { countsAnything, type ReportScope } from './report-scope.ts';
import type { ReportDatabase } from './report-tables.ts';
import { weeksOf } from './report-weeks.ts';

/** Leads per week by form, spam held and released beside them: the day totals of report_counts, summed. */
export async function leadsPerWeek(
  db: ReportDatabase,
  engine: Engine,
  scope: ReportScope,
): Promise<ReportAnswer<LeadsPerWeekReport>> {
  const weeks = new Map(
    weeksOf(scope.from, scope.to).map((week) => [
      week,
      {
        week,
        leads: Object.fromEntries(scope.forms.map((form) => [form, 0])) as Record<StaffFormKind, number>,
        held: 0,
        released: 0,
      },
    ]),
  );
  if (countsAnything(scope)) {
    const week = mondayOf(engine, 'day');
    const rows = await db
      .selectFrom('report_counts')
      .select([
        week.as('week'),
        'form',
        sql<string | number>`sum(leads)`.as('leads'),
        sql<string | number>`sum(held)`.as('held'),
        sql<string | number>`sum(released)`.as('released'),
      ])
      .where('dimension', '=', '')
      .where('day', '>=', scope.from)
      .where('day', '<=', scope.to)
      .where('region', 'in', scope.regions)
      .where('form', 'in', scope.forms)
      .groupBy([week, 'form'])
      .execute();
    for (const row of rows) {
      const shown = weeks.get(row.week);
      if (!shown) continue;
      shown.leads[row.form as StaffFormKind] += Number(row.leads);
      shown.held += Number(row.held);
      shown.released += Number(row.released);
    }
  }
  const report = { forms: scope.forms, weeks: [...weeks.values()] };
  return {
    ...report,
    table: {
      columns: ['Week of', ...scope.forms.map(formTitle), 'Spam held', 'Spam released'],
      rows: report.weeks.map((week) => [
        week.week,
        ...scope.forms.map((form) => countCell(week.leads[form])),
        countCell(week.held),
        countCell(week.released),
      ]),
    },
  };
}
