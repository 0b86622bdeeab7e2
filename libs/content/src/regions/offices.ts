import { indiaRegion } from './india.ts';
import { ukRegion } from './uk.ts';

/**
 * An office as the site shows it and as structured data describes it. Its
 * main phone and its email are its region's (regions/*.ts): each region fact
 * is written once.
 */
export interface Office {
  id: 'uk-hq' | 'india-branch';
  name: string;
  role: 'Headquarters' | 'Branch office';
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: 'GB' | 'IN';
  countryName: string;
  phones: { display: string; tel: string }[];
  fax?: { display: string; tel: string };
  email: string;
  /** docs/requirements.md §2: Mon-Fri 10:00am-7:00pm at both offices. */
  hours: { days: 'Mo-Fr'; label: string; opens: '10:00'; closes: '19:00' };
  /** The phone lines answer around the clock (docs/requirements.md §2, landing page). */
  phonesOpen247: boolean;
}

const weekdayHours = {
  days: 'Mo-Fr',
  label: 'Mon-Fri 10:00am-7:00pm',
  opens: '10:00',
  closes: '19:00',
} as const;

// Fictional details: the Indian numbers below are a pattern assigned to no one.
export const ukHeadquarters: Office = {
  id: 'uk-hq',
  name: 'London headquarters',
  role: 'Headquarters',
  streetAddress: '71 Shelton Street, Covent Garden',
  locality: 'London',
  region: 'Greater London',
  postalCode: 'WC2H 9JQ',
  country: 'GB',
  countryName: 'United Kingdom',
  phones: [ukRegion.phone],
  email: ukRegion.email,
  hours: weekdayHours,
  phonesOpen247: true,
};

export const indiaBranch: Office = {
  id: 'india-branch',
  name: 'Noida office',
  role: 'Branch office',
  streetAddress: 'B-42, Sector 62',
  locality: 'Noida',
  region: 'Uttar Pradesh',
  postalCode: '201309',
  country: 'IN',
  countryName: 'India',
  phones: [indiaRegion.phone, { display: '+91 99990 00000', tel: '+919999000000' }],
  fax: { display: '+91 120 400 0001', tel: '+911204000001' },
  email: indiaRegion.email,
  hours: weekdayHours,
  phonesOpen247: true,
};

export const offices: readonly Office[] = [ukHeadquarters, indiaBranch];
