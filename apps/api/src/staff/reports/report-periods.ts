import { dayMs } from '@agency/staff-contract';
import { weekOf } from './report-weeks.ts';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs);

/** A stretch of a spread's rows (migration 0043): the week rows from one Monday to another, or day rows. */
export interface PeriodStretch {
  period: 'day' | 'week';
  first: string;
  last: string;
}

/**
 * The rows that count a range of days exactly once: its whole weeks (Monday
 * to Sunday) from the week rows, and the days before the first and after the
 * last of them from the day rows. A range within one week is its days.
 */
export function periodsOf(from: string, to: string): PeriodStretch[] {
  const firstMonday = weekOf(from) === from ? from : plusDays(weekOf(from), 7);
  const lastMonday = plusDays(weekOf(plusDays(to, 1)), -7);
  if (lastMonday < firstMonday) return [{ period: 'day', first: from, last: to }];
  return [
    ...(from < firstMonday ? [{ period: 'day' as const, first: from, last: plusDays(firstMonday, -1) }] : []),
    { period: 'week', first: firstMonday, last: lastMonday },
    ...(plusDays(lastMonday, 6) < to
      ? [{ period: 'day' as const, first: plusDays(lastMonday, 7), last: to }]
      : []),
  ];
}

/** Rows of each stretch of a range's periods, one query each, together. */
export async function acrossPeriods<Row>(
  range: { from: string; to: string },
  read: (stretch: PeriodStretch) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const stretch of periodsOf(range.from, range.to)) rows.push(...(await read(stretch)));
  return rows;
}
