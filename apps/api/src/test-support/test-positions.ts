import { dayMs } from '@agency/staff-contract';
import type { Region } from '@agency/contract';
import type { Position } from '@agency/positions';
import { filePositions, type PositionCatalogue } from '../submissions/open-positions.ts';

/** The title of the position each region's test catalogue keeps closed since the day before. */
export const closedTestPosition = 'Closed Test Position';

/**
 * Each region's positions for a suite, dated from `now` (the clock the API under test
 * reads), never from the files' own dates, which age: every position of the files,
 * titled as there, open from the day before until a year after, and one more,
 * `closedTestPosition`, that closed the day before.
 */
export function testPositions(now: Date): PositionCatalogue {
  const at = (days: number) => new Date(now.getTime() + days * dayMs);
  const day = (days: number) => at(days).toISOString().slice(0, 10);
  const open = (position: Position): Position => ({
    ...position,
    datePosted: day(-1),
    validThrough: at(365).toISOString(),
  });
  const ofRegion = (region: Region): Position[] => {
    const positions = filePositions[region].map(open);
    const [first] = positions;
    if (!first) throw new Error(`the ${region} collection has no position to copy`);
    const closed: Position = {
      ...first,
      title: closedTestPosition,
      slug: 'closed-test-position',
      file: 'closed-test-position.md',
      datePosted: day(-30),
      validThrough: at(-1).toISOString(),
    };
    return [...positions, closed];
  };
  return { in: ofRegion('in'), uk: ofRegion('uk') };
}
