import { useQuery } from '@tanstack/react-query';
import { Button, Stack } from '@agency/ui';
import { useFetcher } from 'react-router-dom';
import { sessionsQuery } from '../api/staff-queries.ts';
import { shownTime } from '../api/staff-words.ts';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { DataTable } from './data-table.tsx';

function EndSession({ id, current }: { id: string; current: boolean }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="current" value={String(current)} />
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        {current ? 'End this session' : 'End session'}
      </Button>
    </fetcher.Form>
  );
}

/** The member's own sessions, where and when each began, each one endable. */
export function SessionsScreen() {
  const { data } = useQuery(sessionsQuery);
  return (
    <Stack gap="lg">
      <ScreenHeading>My sessions</ScreenHeading>
      <DataTable caption="Signed-in sessions">
        <thead>
          <tr>
            <th scope="col">Signed in</th>
            <th scope="col">Last used</th>
            <th scope="col">From</th>
            <th scope="col">Browser</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {(data?.sessions ?? []).map((session) => (
            <tr key={session.id}>
              <td>
                {shownTime(session.createdAt)}
                {session.current ? ' (this one)' : ''}
              </td>
              <td>{shownTime(session.lastSeenAt)}</td>
              <td>{session.fromAddress}</td>
              <td>{session.userAgent}</td>
              <td>
                <EndSession id={session.id} current={session.current} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Stack>
  );
}
