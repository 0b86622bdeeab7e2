import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Container } from './container.tsx';
import { mediaUp } from './theme.ts';

export type SectionTone = 'default' | 'muted' | 'brand' | 'night';

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Background and text colours of the band; every tone is an AA pair from the theme. */
  tone?: SectionTone;
  /** Vertical padding: 'md' for tight bands, 'lg' (default) for ordinary page sections. */
  spacing?: 'md' | 'lg';
  /** Full-bleed content: skip the centred Container. */
  bleed?: boolean;
  children: ReactNode;
}

const toneCss = (t: Theme, tone: SectionTone) => {
  switch (tone) {
    case 'muted':
      return css`
        background: ${t.colors.surface};
        color: ${t.colors.ink};
      `;
    case 'brand':
      return css`
        background: ${t.colors.brandStrong};
        color: ${t.colors.onBrand};
        --focus-ring: ${t.colors.focusOnDark};
        a {
          color: inherit;
        }
      `;
    case 'night':
      return css`
        background: ${t.colors.night};
        color: ${t.colors.onNight};
        --focus-ring: ${t.colors.focusOnDark};
        a {
          color: inherit;
        }
      `;
    default:
      return css`
        background: ${t.colors.paper};
        color: ${t.colors.ink};
      `;
  }
};

const bandCss = (t: Theme, tone: SectionTone, spacing: 'md' | 'lg') => css`
  ${toneCss(t, tone)};
  padding-block: ${spacing === 'lg' ? t.space.xl : t.space.lg};
  ${mediaUp('desktop')} {
    padding-block: ${spacing === 'lg' ? t.space.xxl : t.space.xl};
  }
`;

/** A full-width band of the page with the site's vertical rhythm and an optional tone. */
export function Section({
  tone = 'default',
  spacing = 'lg',
  bleed = false,
  children,
  ...rest
}: SectionProps) {
  return (
    <section css={(t) => bandCss(t, tone, spacing)} {...rest}>
      {bleed ? children : <Container>{children}</Container>}
    </section>
  );
}
