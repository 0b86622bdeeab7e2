import type { CategoryId, Miss, RunFigures } from './figures.ts';

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One page's figures over several runs: each figure is the median of that figure over the runs. */
export interface PageFigures extends Omit<RunFigures, 'misses' | 'consoleErrors'> {
  runs: number;
  /** Every distinct console error seen in any run: one is already a failure. */
  consoleErrors: string[];
  /** Audits that lost points in more than half of the runs, with how many runs. */
  misses: (Miss & { inRuns: number })[];
}

/**
 * Lighthouse's figures swing from run to run (Lighthouse's own advice is the
 * median of 5), so each figure is a median on its own; an audit counts as
 * missed when it missed in a majority of the runs.
 */
export function medianFigures(runs: RunFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('no runs to summarise');
  const slowdowns = new Set(runs.map((run) => run.cpuSlowdown));
  if (slowdowns.size !== 1) throw new Error(`runs at different CPU slowdowns (${[...slowdowns].join(', ')})`);
  const scores: Partial<Record<CategoryId, number>> = {};
  for (const id of Object.keys(runs[0]!.scores) as CategoryId[]) {
    const values = runs.map((run) => run.scores[id]).filter((v): v is number => typeof v === 'number');
    if (values.length > 0) scores[id] = median(values);
  }
  const missed = new Map<string, { miss: Miss; inRuns: number }>();
  for (const run of runs) {
    for (const miss of run.misses) {
      const seen = missed.get(miss.id);
      if (seen) seen.inRuns += 1;
      else missed.set(miss.id, { miss, inRuns: 1 });
    }
  }
  const elements = new Map<string, number>();
  for (const run of runs)
    if (run.lcpElement) elements.set(run.lcpElement, (elements.get(run.lcpElement) ?? 0) + 1);
  const lcpElement = [...elements.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return {
    runs: runs.length,
    scores,
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsKb: median(runs.map((r) => r.jsKb)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    cpuSlowdown: runs[0]!.cpuSlowdown,
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
    ...(lcpElement ? { lcpElement } : {}),
    misses: [...missed.values()]
      .filter(({ inRuns }) => inRuns * 2 > runs.length)
      .map(({ miss, inRuns }) => ({ ...miss, inRuns })),
  };
}
