import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { reducedMotion } from './theme.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'li';
  /** Grow to the theme's hover scale (R 2.17: 1.05) under the pointer or focus within. */
  hoverScale?: boolean;
  /** Highlighted card (e.g. the first service card): brand background. */
  highlighted?: boolean;
  children: ReactNode;
}

/** A raised panel; by default it grows slightly under the pointer, and stays still under reduced motion. */
export function Card({
  as: Tag = 'div',
  hoverScale = true,
  highlighted = false,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag
      data-highlighted={highlighted || undefined}
      css={(t) => css`
        display: flex;
        flex-direction: column;
        gap: ${t.space.sm};
        min-width: 0;
        padding: ${t.space.lg};
        border: ${t.borderWidths.thin} solid ${t.colors.border};
        border-radius: ${t.radii.lg};
        background: ${highlighted ? t.colors.brandStrong : t.colors.paper};
        color: ${highlighted ? t.colors.onBrand : t.colors.ink};
        box-shadow: ${t.shadows.card};
        ${highlighted ? `--focus-ring: ${t.colors.focusOnDark}; a { color: inherit; }` : ''}
        ${
          hoverScale
            ? css`
                transition:
                  transform ${t.motion.base} ${t.motion.easing},
                  box-shadow ${t.motion.base} ${t.motion.easing};
                &:hover,
                &:focus-within {
                  transform: scale(${t.motion.hoverScale});
                  box-shadow: ${t.shadows.raised};
                }
                ${reducedMotion} {
                  transition: none;
                  &:hover,
                  &:focus-within {
                    transform: none;
                  }
                }
              `
            : ''
        }
      `}
      {...rest}
    >
      {children}
    </Tag>
  );
}
