import { leadExportPath } from '@agency/staff-contract';
import type { LeadFilters } from './staff-queries.ts';

/**
 * The CSV of the list as filtered: a plain GET the browser downloads with
 * the session cookie (the filters name no one, so they may be in its URL).
 */
export function leadExportHref(filters: LeadFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, value);
  return query.size > 0 ? `${leadExportPath}?${query}` : leadExportPath;
}
