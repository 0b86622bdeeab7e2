import { dayMs, weekMs } from '@agency/staff-contract';

/** The Monday (UTC) of a day's week, as YYYY-MM-DD: weeks start on Monday, as ISO 8601 has them. */
export function weekOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  const sinceMonday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/** Every week a range of days touches, oldest first. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (
    let at = Date.parse(`${weekOf(from)}T00:00:00.000Z`);
    at <= Date.parse(`${to}T00:00:00.000Z`);
    at += weekMs
  )
    weeks.push(new Date(at).toISOString().slice(0, 10));
  return weeks;
}
