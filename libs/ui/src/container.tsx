import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, Ref } from 'react';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'address' | 'nav' | 'header' | 'footer';
  ref?: Ref<HTMLElement>;
}

const containerCss = (t: Theme) => css`
  width: 100%;
  max-width: ${t.sizes.content};
  margin-inline: auto;
  padding-inline: ${t.space.md};
`;

/** Centres content at the readable page width with side gutters. */
export function Container({ as: Tag = 'div', ref, ...rest }: ContainerProps) {
  // Whichever tag renders, the ref receives an HTMLElement, which is all ContainerProps promises.
  return <Tag css={containerCss} ref={ref as Ref<HTMLDivElement>} {...rest} />;
}
