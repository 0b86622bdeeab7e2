import { median } from '../lighthouse/median.ts';

/** What the control page's runs say about the TBT bar on this machine. */
export interface MachineFloor {
  runs: number;
  medianMs: number;
  maxMs: number;
  /** Control runs whose TBT was over the bar. */
  runsOver: number;
  /**
   * The chance that the median of `runsPerPage` runs is over the bar for a page
   * that adds no main-thread work of its own to a navigation, if its runs miss as
   * often as the control's did.
   */
  pageMissChance: number;
  /** `pageMissChance` times the number of pages measured. */
  expectedPagesMissing: number;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * The chance that more than half of `runs` independent runs miss, each with chance `p`:
 * for an odd count, the chance that their median misses.
 */
export function chanceMedianMisses(p: number, runs: number): number {
  let chance = 0;
  for (let k = Math.floor(runs / 2) + 1; k <= runs; k++)
    chance += binomial(runs, k) * p ** k * (1 - p) ** (runs - k);
  return chance;
}

export function machineFloor(
  controlTbtMs: number[],
  bar: number,
  runsPerPage: number,
  pages: number,
): MachineFloor {
  if (controlTbtMs.length === 0) throw new Error('no control runs');
  const runsOver = controlTbtMs.filter((tbt) => tbt > bar).length;
  const pageMissChance = chanceMedianMisses(runsOver / controlTbtMs.length, runsPerPage);
  return {
    runs: controlTbtMs.length,
    medianMs: median(controlTbtMs),
    maxMs: Math.max(...controlTbtMs),
    runsOver,
    pageMissChance,
    expectedPagesMissing: pageMissChance * pages,
  };
}
