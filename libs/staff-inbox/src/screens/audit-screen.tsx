import { css } from '@emotion/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { auditActions, type AuditActionName } from '@agency/staff-contract';
import { Button, ChoiceField, SelectField, Stack } from '@agency/ui';
import { auditQuery, peopleQuery, type AuditFilters } from '../api/admin-queries.ts';
import { shownTime } from '../api/staff-words.ts';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { DataTable } from './data-table.tsx';
import { ProblemText } from './problem-text.tsx';
import { useFilterParams } from './filter-params.ts';

export const auditWords = {
  none: 'Nothing recorded with these filters.',
  shown: (count: number) => (count === 1 ? '1 entry shown.' : `${count} entries shown.`),
} as const;

/** The filters in the page's URL: a member's id, an action name and failures only, nobody's data. */
function useAuditFilters(): [AuditFilters, (name: 'staff' | 'action' | 'failed', value: string) => void] {
  const [params, setParams] = useFilterParams();
  const staff = params.get('staff');
  const action = params.get('action');
  const filters: AuditFilters = {
    ...(staff ? { staff } : {}),
    ...(auditActions.includes(action as AuditActionName) ? { action: action as AuditActionName } : {}),
    ...(params.get('failed') === '1' ? { failed: '1' as const } : {}),
  };
  const set = (name: 'staff' | 'action' | 'failed', value: string) => setParams({ [name]: value });
  return [filters, set];
}

/**
 * The audit log for admins: who did what, when, from where, newest first; it
 * holds no lead's data. An admin of some regions reads only the rows within them.
 */
export function AuditScreen() {
  const [filters, setFilter] = useAuditFilters();
  const { data: people } = useQuery(peopleQuery);
  const log = useInfiniteQuery(auditQuery(filters));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="lg">
      <ScreenHeading>Audit log</ScreenHeading>
      <form
        aria-label="Filters"
        onSubmit={(event) => event.preventDefault()}
        css={(t) => css`
          display: flex;
          flex-wrap: wrap;
          gap: ${t.space.md};
          & > div {
            flex: 1 1 12rem;
          }
        `}
      >
        <SelectField
          label="Person"
          placeholder="Everyone"
          value={filters.staff ?? ''}
          onChange={(event) => setFilter('staff', event.target.value)}
          options={(people?.people ?? []).map((person) => ({ value: person.id, label: person.email }))}
        />
        <SelectField
          label="Action"
          placeholder="Every action"
          value={filters.action ?? ''}
          onChange={(event) => setFilter('action', event.target.value)}
          options={auditActions.map((action) => ({ value: action, label: action }))}
        />
        <ChoiceField
          type="checkbox"
          label="Failed attempts only"
          checked={filters.failed === '1'}
          onChange={(event) => setFilter('failed', event.target.checked ? '1' : '')}
        />
      </form>
      <p role="status">{log.isPending ? '' : auditWords.shown(entries.length)}</p>
      {log.error ? <ProblemText>{log.error.message}</ProblemText> : null}
      {log.isPending ? (
        <p>Loading…</p>
      ) : entries.length === 0 ? (
        <p>{auditWords.none}</p>
      ) : (
        <DataTable caption="Audit log, newest first">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{shownTime(entry.at)}</td>
                <td>{entry.actor}</td>
                <td>{entry.action}</td>
                <td>{entry.target ? `${entry.target.kind} ${entry.target.ref}` : '—'}</td>
                <td>{entry.fromAddress}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {log.hasNextPage ? (
        <div>
          <Button type="button" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            Show older entries
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
