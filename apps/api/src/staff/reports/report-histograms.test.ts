import { describe, expect, it } from 'vitest';
import { percentileOfCounts } from './report-histograms.ts';

// The reports' medians from counts must be what percentile_cont gives over one row per value.
describe('a percentile of counted values', () => {
  it('interpolates between the two nearest values, as percentile_cont', () => {
    const counts = new Map([
      [10, 2],
      [1, 1],
      [2, 1],
    ]);
    expect(percentileOfCounts(counts, 50)).toBe(6); // 1, 2, 10, 10: halfway between 2 and 10
    expect(percentileOfCounts(counts, 90)).toBe(10);
    expect(percentileOfCounts(new Map([[7, 1]]), 90)).toBe(7);
  });

  it('is none of nothing', () => {
    expect(percentileOfCounts(new Map(), 50)).toBeNull();
    expect(percentileOfCounts(new Map([[3, 0]]), 50)).toBeNull();
  });
});
