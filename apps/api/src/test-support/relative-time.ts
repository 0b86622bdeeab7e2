import { dayMs } from '@agency/staff-contract';

export { dayMs };

/**
 * The ISO instant `days` before `from` (the clock the code under test reads),
 * so a seeded time stays as old as the test means on any date.
 */
export const daysBefore = (from: number, days: number): string => new Date(from - days * dayMs).toISOString();

/** The UTC day (`2026-11-27`) `days` after the day `from` falls in, and its start as an instant. */
export function utcDay(from: number, days: number): { date: string; start: number } {
  const start = Math.floor(from / dayMs) * dayMs + days * dayMs;
  return { date: new Date(start).toISOString().slice(0, 10), start };
}
