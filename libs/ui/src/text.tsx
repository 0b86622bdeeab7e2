import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { AppTheme } from './theme.ts';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  size?: 'sm' | 'md' | 'lg';
  /** 'muted' is for secondary text on light backgrounds; 'inherit' takes the band's colour. */
  tone?: 'default' | 'muted' | 'inherit';
  weight?: keyof AppTheme['fontWeights'];
  align?: 'start' | 'center';
  children: ReactNode;
}

/** Body text from the type scale. */
export function Text({
  as: Tag = 'p',
  size = 'md',
  tone = 'inherit',
  weight = 'regular',
  align = 'start',
  children,
  ...rest
}: TextProps) {
  return (
    <Tag
      css={(t) => css`
        margin: 0;
        font-size: ${t.fontSizes[size]};
        font-weight: ${t.fontWeights[weight]};
        text-align: ${align};
        ${tone === 'default' ? `color: ${t.colors.ink};` : ''}
        ${tone === 'muted' ? `color: ${t.colors.inkMuted};` : ''}
      `}
      {...rest}
    >
      {children}
    </Tag>
  );
}
