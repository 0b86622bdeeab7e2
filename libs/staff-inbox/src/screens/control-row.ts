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

/** Several fields in a row (the list's filters, its search), each at least 12rem, wrapping on a phone. */
export const fieldRowCss = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${t.space.md};
  & > div {
    flex: 1 1 12rem;
  }
`;

/** The buttons at the end of such a row: as wide as they are, not stretched as a field is. */
export const rowButtonsCss = (t: Theme) => css`
  display: flex;
  gap: ${t.space.sm};
  flex: 0 0 auto !important;
`;
