import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';

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

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  as?: 'span' | 'div' | 'h2' | 'h3';
  children: ReactNode;
}

/** Text for assistive technology only, e.g. "(opens in a new tab)". */
export function VisuallyHidden({ as: Tag = 'span', children, ...rest }: VisuallyHiddenProps) {
  return (
    <Tag css={visuallyHiddenCss} {...rest}>
      {children}
    </Tag>
  );
}
