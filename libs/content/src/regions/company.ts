import { brandName } from './brand.ts';

/** The legal entity behind each regional site, named in its footer's copyright line. */
export const companies = {
  in: { legalName: `${brandName} Private Limited`, copyrightYear: 2025 },
  // docs/requirements.md §2: the UK footer carries a copyright line for a UK company (2025).
  uk: { legalName: `${brandName} UK Ltd`, copyrightYear: 2025 },
} as const;
