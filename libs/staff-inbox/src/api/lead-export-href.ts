import { leadExportPath } from '@agency/staff-contract';
import { queryString } from './keyset-pages.ts';
import type { LeadFilters } from './staff-queries.ts';

/**
 * The CSV of the list as filtered: a plain GET the browser downloads with
 * the session cookie (the filters name no one, so they may be in its URL).
 */
export function leadExportHref(filters: LeadFilters): string {
  return `${leadExportPath}${queryString(filters)}`;
}
