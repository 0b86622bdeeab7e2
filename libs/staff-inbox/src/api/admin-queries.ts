import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminPaths, type AuditPage, type AuditQuery, type StaffPeople } from '@agency/staff-contract';
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
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(
        Object.entries({ ...filters, before: pageParam }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      const search = query.size > 0 ? `?${query}` : '';
      return staffFetch<AuditPage>(`${adminPaths.audit}${search}`);
    },
    getNextPageParam: (page) => page.next ?? undefined,
  });
