import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/** A message that something went wrong, announced as it appears. */
export function ProblemText({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      css={(t) => css`
        color: ${t.colors.danger};
        font-weight: 600;
      `}
    >
      {children}
    </p>
  );
}
