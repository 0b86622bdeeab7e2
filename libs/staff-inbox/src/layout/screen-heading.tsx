import { Heading } from '@agency/ui';
import type { ReactNode } from 'react';

/** The h1 of a screen: the target of focus after a navigation (useRouteFocus). */
export function ScreenHeading({ children }: { children: ReactNode }) {
  return (
    <Heading level={1} size="xxl" tabIndex={-1}>
      {children}
    </Heading>
  );
}
