import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { Container } from '@agency/ui';
import { Form, NavLink, Outlet } from 'react-router-dom';
import { meQuery } from '../api/staff-queries.ts';
import { AdminLinks } from './admin-links.tsx';
import { InboxFrame } from './inbox-frame.tsx';
import { NavigationPending } from './pending.tsx';

const linkCss = css`
  color: inherit;
  &[aria-current='page'] {
    font-weight: 700;
  }
`;

/** Every screen of a signed-in member: who they are, where they can go, and signing out. */
export function SignedInLayout() {
  const { data: me } = useQuery(meQuery);
  const header = (
    <header
      css={(t) => css`
        background: ${t.colors.night};
        color: ${t.colors.onNight};
        --focus-ring: ${t.colors.focusOnDark};
        padding-block: ${t.space.sm};
      `}
    >
      <Container>
        <nav
          aria-label="Inbox"
          css={(t) => css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${t.space.sm} ${t.space.lg};
            min-height: ${t.sizes.touch};
          `}
        >
          <NavLink to="/" end css={linkCss}>
            Leads
          </NavLink>
          <NavLink to="/reports" css={linkCss}>
            Reports
          </NavLink>
          <NavLink to="/sessions" css={linkCss}>
            My sessions
          </NavLink>
          {me?.admin ? <AdminLinks linkCss={linkCss} /> : null}
          <span
            css={css`
              margin-inline-start: auto;
              overflow-wrap: anywhere;
            `}
          >
            {me?.email}
          </span>
          <Form method="post" action="/sign-out">
            <button
              type="submit"
              css={(t) => css`
                min-height: ${t.sizes.touch};
                padding-inline: ${t.space.md};
                border: ${t.borderWidths.thin} solid ${t.colors.onNightMuted};
                border-radius: ${t.radii.pill};
                background: transparent;
                color: inherit;
                font: inherit;
                cursor: pointer;
              `}
            >
              Sign out
            </button>
          </Form>
        </nav>
      </Container>
    </header>
  );
  return (
    <InboxFrame header={header}>
      <NavigationPending />
      <Outlet />
    </InboxFrame>
  );
}
