import { css } from '@emotion/react';
import styled from '@emotion/styled';

/** Hides content visually and keeps it for screen readers (the standard clip pattern). */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only, e.g. "(opens in a new tab)". A `span`; `as` for another element. */
export const VisuallyHidden = styled.span(visuallyHiddenCss);
