import { css } from '@emotion/react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { Space } from './theme.ts';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Gap between the children, from the spacing scale. */
  gap?: Space;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let a row wrap onto new lines on narrow screens (default for rows). */
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol' | 'nav';
  children: ReactNode;
}

/** Lays children out in one direction with a gap from the spacing scale; lists lose their bullets. */
export function Stack({
  gap = 'md',
  direction = 'column',
  align,
  justify,
  wrap = direction === 'row',
  as: Tag = 'div',
  children,
  ...rest
}: StackProps) {
  return (
    <Tag
      css={(t) => css`
        display: flex;
        flex-direction: ${direction};
        flex-wrap: ${wrap ? 'wrap' : 'nowrap'};
        gap: ${t.space[gap]};
        ${align ? `align-items: ${align};` : ''}
        ${justify ? `justify-content: ${justify};` : ''}
        margin: 0;
        padding: 0;
        list-style: none;
        min-width: 0;
      `}
      {...rest}
    >
      {children}
    </Tag>
  );
}
