import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  staffApiPaths,
  type LeadDetail,
  type LeadListQuery,
  type LeadPage,
  type StaffColleagues,
  type StaffMe,
  type StaffSession,
} from '@agency/staff-contract';
import { keysetPages } from './keyset-pages.ts';
import { staffFetch } from './staff-fetch.ts';

/** How often the first page of the list asks for new arrivals (no reload needed). */
export const newArrivalsEveryMs = 30_000;

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => staffFetch<StaffMe>(staffApiPaths.me),
  staleTime: 60_000,
});

/** The assignee filter's colleagues: they change when an admin acts, so a minute's cache is fine. */
export const colleaguesQuery = queryOptions({
  queryKey: ['colleagues'],
  queryFn: () => staffFetch<StaffColleagues>(staffApiPaths.colleagues),
  staleTime: 60_000,
});

export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: () => staffFetch<{ sessions: StaffSession[] }>(staffApiPaths.sessions),
});

export const leadQuery = (reference: string) =>
  queryOptions({
    queryKey: ['lead', reference],
    queryFn: () => staffFetch<LeadDetail>(staffApiPaths.lead(reference)),
  });

/** The filters of the list: they name no person (a colleague by id only), so they may sit in the page's URL. */
export type LeadFilters = Omit<LeadListQuery, 'before'>;

export const leadListQuery = (filters: LeadFilters) =>
  infiniteQueryOptions({
    queryKey: ['leads', filters],
    ...keysetPages<LeadPage>(staffApiPaths.leads, filters),
    refetchInterval: newArrivalsEveryMs,
  });

/**
 * A search: the term goes in the POST body alone. It is part of the query's
 * key, which lives in this tab's memory only, never in the URL.
 */
export const leadSearchQuery = (term: string, spam: boolean) =>
  infiniteQueryOptions({
    queryKey: ['lead-search', term, spam],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      staffFetch<LeadPage>(staffApiPaths.leadSearch, {
        method: 'POST',
        body: { term, spam, ...(pageParam ? { before: pageParam } : {}) },
      }),
    getNextPageParam: (page) => page.next ?? undefined,
  });
