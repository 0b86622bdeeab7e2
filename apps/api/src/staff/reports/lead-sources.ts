import { sql } from 'kysely';
import {
  sourceDimensionLabels,
  sourceDimensions,
  sourceRankLength,
  type ReportAnswer,
  type SourceRow,
  type SourcesReport,
} from '@agency/staff-contract';
import { countCell, shareCell } from './report-cells.ts';
import { countsAnything, type ReportScope } from './report-scope.ts';
import type { ReportDatabase } from './report-tables.ts';

/** The words a row without a value, and the row of the values past the ranked ones, are shown as. */
export const noValueLabel = '(none)';
export const othersLabel = 'Other values';

interface Summed {
  leads: number;
  won: number;
  hired: number;
}

/**
 * Where leads come from, per attribution: each value ranked by its leads
 * (spam aside), with its share of them all and how many were won
 * (enquiries) or hired (applications); past the first ten, the rest as one
 * row. Read from report_counts' day rows.
 */
export async function leadSources(
  db: ReportDatabase,
  scope: ReportScope,
): Promise<ReportAnswer<SourcesReport>> {
  const rows = countsAnything(scope)
    ? await db
        .selectFrom('report_counts')
        .select([
          'dimension',
          'value',
          sql<string | number>`sum(leads)`.as('leads'),
          sql<string | number>`sum(case when form = 'job-application' then 0 else outcomes end)`.as('won'),
          sql<string | number>`sum(case when form = 'job-application' then outcomes else 0 end)`.as('hired'),
        ])
        .where('dimension', 'in', ['', ...sourceDimensions])
        .where('day', '>=', scope.from)
        .where('day', '<=', scope.to)
        .where('region', 'in', scope.regions)
        .where('form', 'in', scope.forms)
        .groupBy(['dimension', 'value'])
        .execute()
    : [];
  const total = rows.filter((row) => row.dimension === '').reduce((sum, row) => sum + Number(row.leads), 0);
  const shareOf = (leads: number) => (total === 0 ? 0 : leads / total);
  const dimensions = sourceDimensions.map((dimension) => {
    const ranked = rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({
        value: row.value === '' ? null : row.value,
        leads: Number(row.leads),
        won: Number(row.won),
        hired: Number(row.hired),
      }))
      .filter((row) => row.leads > 0)
      .sort((a, b) => b.leads - a.leads || (a.value ?? '').localeCompare(b.value ?? ''));
    const shown: SourceRow[] = ranked
      .slice(0, sourceRankLength)
      .map((row) => ({ ...row, share: shareOf(row.leads) }));
    const rest = ranked.slice(sourceRankLength);
    if (rest.length > 0) {
      const summed = rest.reduce<Summed>(
        (sum, row) => ({
          leads: sum.leads + row.leads,
          won: sum.won + row.won,
          hired: sum.hired + row.hired,
        }),
        { leads: 0, won: 0, hired: 0 },
      );
      shown.push({ value: null, others: true, ...summed, share: shareOf(summed.leads) });
    }
    return { dimension, rows: shown };
  });
  const label = (row: SourceRow) => (row.others ? othersLabel : (row.value ?? noValueLabel));
  return {
    total,
    dimensions,
    table: {
      columns: ['Attribution', 'Value', 'Leads', 'Share', 'Won', ...(scope.careers ? ['Hired'] : [])],
      rows: dimensions.flatMap(({ dimension, rows: ranked }) =>
        ranked.map((row) => [
          sourceDimensionLabels[dimension],
          label(row),
          countCell(row.leads),
          shareCell(row.share),
          countCell(row.won),
          ...(scope.careers ? [countCell(row.hired)] : []),
        ]),
      ),
    },
  };
}
