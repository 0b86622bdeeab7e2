import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { AppTheme } from './theme.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = keyof AppTheme['fontSizes'];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (h1-h6): what assistive technology announces. */
  level: HeadingLevel;
  /** How big it looks, independent of the level; defaults to a size that fits the level. */
  size?: HeadingSize;
  align?: 'start' | 'center';
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'display',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'md',
};

/** A heading whose outline level and visual size are chosen separately. */
export function Heading({
  level,
  size = sizeForLevel[level],
  align = 'start',
  children,
  ...rest
}: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      css={(t) => css`
        margin: 0;
        font-size: ${t.fontSizes[size]};
        font-weight: ${t.fontWeights.bold};
        line-height: ${t.lineHeights.tight};
        text-align: ${align};
        overflow-wrap: break-word;
      `}
      {...rest}
    >
      {children}
    </Tag>
  );
}
