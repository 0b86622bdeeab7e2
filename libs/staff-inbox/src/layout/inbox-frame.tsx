import { css } from '@emotion/react';
import { Container, SkipLink } from '@agency/ui';
import type { ReactNode } from 'react';
import { useRouteFocus } from './route-focus.ts';

/** The page around every screen: a skip link, the header the caller gives, and the main landmark. */
export function InboxFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  useRouteFocus();
  return (
    <>
      <SkipLink />
      {header}
      <main
        id="main"
        tabIndex={-1}
        css={(t) => css`
          padding-block: ${t.space.lg};
          &:focus {
            outline: none;
          }
        `}
      >
        <Container>{children}</Container>
      </main>
    </>
  );
}
