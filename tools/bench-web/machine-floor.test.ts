import { describe, expect, it } from 'vitest';
import { chanceMedianMisses, machineFloor } from './machine-floor.ts';

describe('the machine floor from the control page', () => {
  it('gives the chance that a median of runs misses, from the chance that one run does', () => {
    // 3, 4 or 5 of 5 runs over the bar, each with a chance of 1/3: (40 + 10 + 1) / 243.
    expect(chanceMedianMisses(1 / 3, 5)).toBeCloseTo(51 / 243, 12);
    expect(chanceMedianMisses(0, 5)).toBe(0);
    expect(chanceMedianMisses(1, 5)).toBe(1);
    expect(chanceMedianMisses(0.25, 1)).toBe(0.25);
    // With 3 runs, 2 or 3 must miss: 3 * 0.5^3 + 0.5^3.
    expect(chanceMedianMisses(0.5, 3)).toBe(0.5);
  });

  it('counts the control runs over the bar and what that means for the pages', () => {
    const floor = machineFloor([0, 3, 51, 80, 23, 3, 16, 37, 34, 52, 66, 0], 50, 5, 40);
    expect(floor).toMatchObject({ runs: 12, medianMs: 28.5, maxMs: 80, runsOver: 4 });
    expect(floor.pageMissChance).toBeCloseTo(51 / 243, 12);
    expect(floor.expectedPagesMissing).toBeCloseTo((40 * 51) / 243, 12);
  });

  it('refuses to say anything without runs', () => {
    expect(() => machineFloor([], 50, 5, 40)).toThrow('no control runs');
  });
});
