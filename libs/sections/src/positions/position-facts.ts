import type { Position } from '@agency/positions';
import { positionWords, type RegionConfig } from '@agency/content';

// A country's English name from its ISO code; read once per build, never in the browser.
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO code, as the page shows it and the JobPosting names it. */
export const countryName = (code: string) => countryNames.of(code) ?? code;

/** Where the work is, as the page says it: the office, hybrid, or remote with the countries applicants may live in. */
export function locationText(position: Position): string {
  const location = position.location;
  if (location.type === 'remote')
    return `Remote, living in ${location.countries.map(countryName).join(' or ')}`;
  const place = `${location.city}, ${location.region}, ${countryName(location.country)}`;
  return location.type === 'hybrid' ? `Hybrid: ${place}` : `${place} (office)`;
}

/** The salary range with its currency and unit: "£45,000 to £60,000 a year". */
export function salaryText(region: RegionConfig, position: Position): string {
  const { currency, min, max, unit } = position.salary;
  const money = new Intl.NumberFormat(region.lang, { style: 'currency', currency, maximumFractionDigits: 0 });
  const range = min === max ? money.format(min) : `${money.format(min)} to ${money.format(max)}`;
  return `${range} ${positionWords.salaryUnits[unit]}`;
}

/** The day of an ISO date-time as written (its own zone): the closing day the file means. */
export const dayOfInstant = (dateTime: string) => dateTime.slice(0, 10);
