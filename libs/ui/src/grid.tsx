import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { mediaUp, type Space } from './theme.ts';

/** Columns on phones (`base`), from the tablet breakpoint and from the desktop breakpoint. */
export interface GridColumns {
  base?: number;
  tablet?: number;
  desktop?: number;
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  columns?: GridColumns;
  gap?: Space;
  as?: 'div' | 'ul' | 'ol';
  children: ReactNode;
}

const tracks = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/** A responsive grid of equal columns: one on phones, more from each breakpoint up. */
export function Grid({ columns = {}, gap = 'lg', as: Tag = 'div', children, ...rest }: GridProps) {
  const base = columns.base ?? 1;
  const tablet = columns.tablet ?? Math.max(base, 2);
  const desktop = columns.desktop ?? Math.max(tablet, 3);
  return (
    <Tag
      css={(t) => css`
        display: grid;
        grid-template-columns: ${tracks(base)};
        gap: ${t.space[gap]};
        margin: 0;
        padding: 0;
        list-style: none;
        ${mediaUp('tablet')} {
          grid-template-columns: ${tracks(tablet)};
        }
        ${mediaUp('desktop')} {
          grid-template-columns: ${tracks(desktop)};
        }
      `}
      {...rest}
    >
      {children}
    </Tag>
  );
}
