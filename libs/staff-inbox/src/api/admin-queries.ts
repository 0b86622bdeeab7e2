import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminPaths, type AuditPage, type AuditQuery, type StaffPeople } from '@agency/staff-contract';
import { keysetPages } from './keyset-pages.ts';
import { staffFetch } from './staff-fetch.ts';

/** Everyone on the staff, for admins (anyone else is answered 404). */
export const peopleQuery = queryOptions({
  queryKey: ['people'],
  queryFn: () => staffFetch<StaffPeople>(adminPaths.people),
});

/** The audit log's filters: ids and action names, no person's data, so they may sit in the page's URL. */
export type AuditFilters = Omit<AuditQuery, 'before'>;

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit', filters],
    ...keysetPages<AuditPage>(adminPaths.audit, filters),
  });
