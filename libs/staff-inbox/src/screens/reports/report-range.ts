import { reportQuerySchema, staffRegions, type ReportQuery, type StaffRegion, dayMs } from '@agency/staff-contract';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The ranges offered by name; "dates" keeps the two days typed. */
export const rangePresets = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'year', label: 'This year' },
  { value: 'dates', label: 'Two dates' },
] as const;
export type RangePreset = (typeof rangePresets)[number]['value'];

/** A preset's days (UTC), ending today. */
export function presetRange(preset: Exclude<RangePreset, 'dates'>, now: number): { from: string; to: string } {
  if (preset === 'year') return { from: `${day(now).slice(0, 4)}-01-01`, to: day(now) };
  return { from: day(now - (Number(preset) - 1) * dayMs), to: day(now) };
}

/** Which preset a range is, if any. */
export function presetOf(query: { from: string; to: string }, now: number): RangePreset {
  for (const preset of ['7', '30', '90', 'year'] as const) {
    const range = presetRange(preset, now);
    if (range.from === query.from && range.to === query.to) return preset;
  }
  return 'dates';
}

/**
 * The report's range from the page's address (`from`, `to`, `region`: none
 * names anyone), else the last 30 days; and what is wrong with it, in words.
 */
export function rangeFromAddress(
  params: URLSearchParams,
  now: number,
): { query: ReportQuery; problem: string | undefined } {
  const region = params.get('region');
  const asked = {
    ...presetRange('30', now),
    ...(params.get('from') ? { from: params.get('from') ?? '' } : {}),
    ...(params.get('to') ? { to: params.get('to') ?? '' } : {}),
    ...(staffRegions.includes(region as StaffRegion) ? { region: region as StaffRegion } : {}),
  };
  const parsed = reportQuerySchema.safeParse(asked);
  if (parsed.success) return { query: parsed.data, problem: undefined };
  const message = parsed.error.issues.find((issue) => issue.code === 'custom')?.message;
  return {
    query: { ...presetRange('30', now), ...(asked.region ? { region: asked.region } : {}) },
    problem: message ?? 'Enter both dates as day, month and year.',
  };
}
