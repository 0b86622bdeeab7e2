import type { QueryClient } from '@tanstack/react-query';
import { staffApiPaths } from '@agency/staff-contract';
import { data, isRouteErrorResponse, redirect, useRouteError, type RouteObject } from 'react-router-dom';
import { StaffApiFailure, staffFetch } from './api/staff-fetch.ts';
import { colleaguesQuery, leadQuery, meQuery, sessionsQuery } from './api/staff-queries.ts';
import { peopleQuery } from './api/admin-queries.ts';
import { InboxFrame } from './layout/inbox-frame.tsx';
import { SignedInLayout } from './layout/signed-in-layout.tsx';
import { ScreenHeading } from './layout/screen-heading.tsx';
import { PendingScreen } from './layout/pending.tsx';
import { LeadDetailScreen } from './screens/lead-detail-screen.tsx';
import { LeadListScreen } from './screens/lead-list-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { ProblemText } from './screens/problem-text.tsx';
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

/**
 * The screens few members open, or seldom (enrolling, their sessions, the
 * admins' three), each fetched when first visited: the first load carries
 * the sign-in, the list and a lead alone. Their loaders stay here, so the
 * data is asked for while the code comes.
 */
const onDemand = {
  enrol: async () => (await import('./screens/enrol-screen.tsx')).EnrolScreen,
  sessions: async () => (await import('./screens/sessions-screen.tsx')).SessionsScreen,
  people: async () => (await import('./screens/people-screen.tsx')).PeopleScreen,
  audit: async () => (await import('./screens/audit-screen.tsx')).AuditScreen,
  rights: async () => (await import('./screens/rights-screen.tsx')).RightsScreen,
  reports: async () => (await import('./screens/reports/reports-screen.tsx')).ReportsScreen,
};

/** The inbox's screens as data routes: each loader fetches through the query cache the screen then reads. */
export function inboxRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: '/enrol', lazy: { Component: onDemand.enrol }, HydrateFallback: PendingScreen },
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
      HydrateFallback: PendingScreen,
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
              lazy: { Component: onDemand.sessions },
            },
            // The admins' screens load the people list first: anyone else gets the API's 404 as "not found".
            {
              path: 'people',
              loader: () => read(queryClient.fetchQuery(peopleQuery)),
              lazy: { Component: onDemand.people },
            },
            {
              path: 'audit',
              loader: () => read(queryClient.fetchQuery(peopleQuery)),
              lazy: { Component: onDemand.audit },
            },
            {
              path: 'rights',
              loader: () => read(queryClient.fetchQuery(peopleQuery)),
              lazy: { Component: onDemand.rights },
            },
            // Everyone's, within their scope: its code and its chart library load when first opened.
            { path: 'reports', lazy: { Component: onDemand.reports } },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
