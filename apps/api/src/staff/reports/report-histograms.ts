/** Counts of values: how many times each value occurs. */
export type Histogram = Map<number, number>;

/** Adds `count` of `value` to a histogram. */
export function addTo(histogram: Histogram, value: number, count: number): void {
  histogram.set(value, (histogram.get(value) ?? 0) + count);
}

/** How many values a histogram counts. */
export const totalOf = (histogram: Histogram) => [...histogram.values()].reduce((sum, n) => sum + n, 0);

/**
 * A percentile (0-100) of the values a histogram counts, interpolated between
 * the two nearest as PostgreSQL's percentile_cont and SQLite's percentile do
 * over the same values one row each; null when it counts none.
 */
export function percentileOfCounts(histogram: Histogram, percent: number): number | null {
  const total = totalOf(histogram);
  if (total === 0) return null;
  const sorted = [...histogram].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const rank = (percent / 100) * (total - 1);
  /** The value at a place (from 0) of the values in order. */
  const at = (place: number) => {
    let seen = 0;
    for (const [value, count] of sorted) {
      seen += count;
      if (place < seen) return value;
    }
    return sorted.at(-1)![0];
  };
  const low = at(Math.floor(rank));
  return low + (at(Math.ceil(rank)) - low) * (rank - Math.floor(rank));
}
