import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { AppLink } from './app-link.tsx';

/** The look of Button, for an element that acts as one without being a `<button>` (a `<summary>`). */
export const buttonCss = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${t.space.sm} ${t.space.lg};
  border: 0;
  border-radius: ${t.radii.pill};
  background: ${t.colors.brand};
  color: ${t.colors.onBrand};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background ${t.motion.fast} ${t.motion.easing};
  &:hover {
    background: ${t.colors.brandStrong};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

// A caller's `css` prop never reaches these components: Emotion turns it into a
// className, and an Emotion className given to an element with its own `css`
// is applied after it. So spreading the props is enough for callers to restyle.

export type ButtonProps = ComponentProps<'button'>;

/** The site's pill-shaped action button; takes every button attribute, `ref` included. */
export function Button(props: ButtonProps) {
  return <button css={buttonCss} {...props} />;
}

export type ButtonLinkProps = ComponentProps<typeof AppLink>;

/** A link (AppLink) that looks like Button. */
export function ButtonLink(props: ButtonLinkProps) {
  return <AppLink css={buttonCss} {...props} />;
}
