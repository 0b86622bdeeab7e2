import { expect, it } from 'vitest';
import { waitedFor } from './waited-for.ts';

it('says a wait in the unit staff read at a glance', () => {
  expect(waitedFor(20_000)).toBe('under a minute');
  expect(waitedFor(45 * 60_000)).toBe('45 min');
  expect(waitedFor(60 * 60_000)).toBe('1 h');
  expect(waitedFor(47 * 3_600_000 + 59 * 60_000)).toBe('47 h');
  expect(waitedFor(3 * 86_400_000)).toBe('3 days');
  expect(waitedFor(-5)).toBe('under a minute');
});
