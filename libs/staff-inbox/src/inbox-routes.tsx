import type { QueryClient } from '@tanstack/react-query';
import { staffApiPaths } from '@agency/staff-contract';
import { data, isRouteErrorResponse, redirect, useRouteError, type RouteObject } from 'react-router-dom';
import { StaffApiFailure, staffFetch } from './api/staff-fetch.ts';
import { colleaguesQuery, leadQuery, meQuery, sessionsQuery } from './api/staff-queries.ts';
import { peopleQuery } from './api/admin-queries.ts';
import { AuditScreen } from './screens/audit-screen.tsx';
import { PeopleScreen } from './screens/people-screen.tsx';
import { RightsScreen } from './screens/rights-screen.tsx';
import { InboxFrame } from './layout/inbox-frame.tsx';
import { SignedInLayout } from './layout/signed-in-layout.tsx';
import { ScreenHeading } from './layout/screen-heading.tsx';
import { EnrolScreen } from './screens/enrol-screen.tsx';
import { LeadDetailScreen } from './screens/lead-detail-screen.tsx';
import { LeadListScreen } from './screens/lead-list-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { ProblemText } from './screens/problem-text.tsx';
import { SessionsScreen } from './screens/sessions-screen.tsx';
import { SignInScreen } from './screens/sign-in-screen.tsx';

/** The sign-in page; every screen of a member leads there once the session has ended. */
export const signInPath = '/sign-in';

/**
 * A loader's read: an ended session goes to sign-in, and a 404 (which is also
 * what a lead outside the member's scope answers) becomes the route's "not
 * found".
 */
async function read<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof StaffApiFailure && error.status === 401) throw redirect(signInPath);
    if (error instanceof StaffApiFailure && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

function RouteProblem() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading>Something went wrong</ScreenHeading>
      <ProblemText>
        {error instanceof Error ? error.message : 'The inbox could not show this page.'}
      </ProblemText>
    </>
  );
}

function FramedProblem() {
  return (
    <InboxFrame>
      <RouteProblem />
    </InboxFrame>
  );
}

/** The inbox's screens as data routes: each loader fetches through the query cache the screen then reads. */
export function inboxRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: '/enrol', element: <EnrolScreen /> },
    { path: signInPath, element: <SignInScreen /> },
    {
      path: '/sign-out',
      action: async () => {
        await staffFetch(staffApiPaths.signOut, { method: 'POST' });
        queryClient.clear();
        return redirect(signInPath);
      },
    },
    {
      path: '/',
      loader: () => read(queryClient.ensureQueryData(meQuery)),
      element: <SignedInLayout />,
      errorElement: <FramedProblem />,
      children: [
        {
          errorElement: <RouteProblem />,
          children: [
            {
              index: true,
              // The assignee filter's colleagues first, so a link filtered by one shows their address at once.
              loader: () => read(queryClient.ensureQueryData(colleaguesQuery)),
              element: <LeadListScreen />,
            },
            {
              path: 'leads/:reference',
              loader: ({ params }) => read(queryClient.ensureQueryData(leadQuery(params.reference ?? ''))),
              element: <LeadDetailScreen />,
            },
            {
              path: 'sessions',
              loader: () => read(queryClient.fetchQuery(sessionsQuery)),
              action: async ({ request }) => {
                const form = await request.formData();
                const id = String(form.get('id') ?? '');
                await read(staffFetch(staffApiPaths.session(id), { method: 'DELETE' }));
                if (form.get('current') === 'true') {
                  queryClient.clear();
                  return redirect(signInPath);
                }
                await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
                return null;
              },
              element: <SessionsScreen />,
            },
            // The admins' screens load the people list first: anyone else gets the API's 404 as "not found".
            {
              path: 'people',
              loader: () => read(queryClient.fetchQuery(peopleQuery)),
              element: <PeopleScreen />,
            },
            {
              path: 'audit',
              loader: () => read(queryClient.fetchQuery(peopleQuery)),
              element: <AuditScreen />,
            },
            {
              path: 'rights',
              loader: () => read(queryClient.fetchQuery(peopleQuery)),
              element: <RightsScreen />,
            },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
