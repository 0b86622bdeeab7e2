import { css } from '@emotion/react';
import { useLocation, useNavigation } from 'react-router-dom';
import { InboxFrame } from './inbox-frame.tsx';

/** What every pending state says. */
export const pendingText = 'Loading…';

/**
 * A first load's page while its screen's code (fetched on demand) and its
 * loader's data arrive: react-router's HydrateFallback, which otherwise shows
 * nothing at all.
 */
export function PendingScreen() {
  return (
    <InboxFrame>
      <p aria-busy="true">{pendingText}</p>
    </InboxFrame>
  );
}

/**
 * While a link leads to another screen, the one shown stays until the next
 * one's code and data have come: this says it is coming. Only for another
 * path: a filter changed on the list reloads no screen, so nothing flashes.
 * Not a live region: focus moves to the new screen's h1 when it arrives.
 */
export function NavigationPending() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== 'loading' || navigation.location.pathname === pathname) return null;
  return (
    <p
      aria-busy="true"
      css={(t) => css`
        margin-block-end: ${t.space.md};
      `}
    >
      {pendingText}
    </p>
  );
}
