import { css, type Theme } from '@emotion/react';

/** A field and its button side by side, wrapping on a phone. */
export const controlRowCss = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${t.space.md};
  & > div:first-of-type {
    flex: 1 1 14rem;
  }
`;
