import { describe, expect, it } from 'vitest';
import { periodsOf } from './report-periods.ts';
import { weekOf } from './report-weeks.ts';

// A range is read as its whole weeks' counts and its other days' (migration 0043): each day once.
describe('the periods a report reads', () => {
  // Days counted from a Monday four weeks back: day(0) is a Monday, day(-1) a Sunday.
  const monday =
    Date.parse(`${weekOf(new Date().toISOString().slice(0, 10))}T00:00:00.000Z`) - 28 * 86_400_000;
  const day = (n: number) => new Date(monday + n * 86_400_000).toISOString().slice(0, 10);

  it('are the whole weeks (by their Mondays) and the days either side', () => {
    // A Sunday to the Saturday four weeks on.
    expect(periodsOf(day(-1), day(26))).toEqual([
      { period: 'day', first: day(-1), last: day(-1) },
      { period: 'week', first: day(0), last: day(14) },
      { period: 'day', first: day(21), last: day(26) },
    ]);
  });

  it('are one week alone from a Monday to a Sunday', () => {
    expect(periodsOf(day(0), day(6))).toEqual([{ period: 'week', first: day(0), last: day(0) }]);
  });

  it('are days alone when no whole week fits', () => {
    expect(periodsOf(day(1), day(8))).toEqual([{ period: 'day', first: day(1), last: day(8) }]);
    expect(periodsOf(day(2), day(2))).toEqual([{ period: 'day', first: day(2), last: day(2) }]);
  });
});
