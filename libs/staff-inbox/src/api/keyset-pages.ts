import { staffFetch } from './staff-fetch.ts';

/** A query string of the values given, none for an empty one: filters that name no one, and the cursor. */
export function queryString(values: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) query.set(name, value);
  return query.size > 0 ? `?${query}` : '';
}

/**
 * The paging of a list the API answers newest first, by keyset (the leads,
 * the audit log): the filters and the previous page's `next`, as `before`,
 * in the query string; the last page's `next` is null. For an infinite
 * query's options, beside its key.
 */
export function keysetPages<Page extends { next: string | null }>(
  path: string,
  filters: Record<string, string | undefined>,
) {
  return {
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
      staffFetch<Page>(`${path}${queryString({ ...filters, before: pageParam })}`),
    getNextPageParam: (page: Page) => page.next ?? undefined,
  };
}
