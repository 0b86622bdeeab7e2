import { describe, expect, it } from 'vitest';
import { periodsOf } from './report-periods.ts';

// A range is read as its whole weeks' counts and its other days' (migration 0043): each day once.
describe('the periods a report reads', () => {
  it('are the whole weeks (by their Mondays) and the days either side', () => {
    // Sunday 1 November 2026 to Saturday 28 November.
    expect(periodsOf('2026-11-01', '2026-11-28')).toEqual([
      { period: 'day', first: '2026-11-01', last: '2026-11-01' },
      { period: 'week', first: '2026-11-02', last: '2026-11-16' },
      { period: 'day', first: '2026-11-23', last: '2026-11-28' },
    ]);
  });

  it('are one week alone from a Monday to a Sunday', () => {
    expect(periodsOf('2026-11-02', '2026-11-08')).toEqual([
      { period: 'week', first: '2026-11-02', last: '2026-11-02' },
    ]);
  });

  it('are days alone when no whole week fits', () => {
    expect(periodsOf('2026-11-03', '2026-11-10')).toEqual([
      { period: 'day', first: '2026-11-03', last: '2026-11-10' },
    ]);
    expect(periodsOf('2026-11-04', '2026-11-04')).toEqual([
      { period: 'day', first: '2026-11-04', last: '2026-11-04' },
    ]);
  });
});
