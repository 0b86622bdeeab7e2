import { css, keyframes, type Theme } from '@emotion/react';
import { Heading, type HeadingProps } from './heading.tsx';

export type FadeInTitleProps = Omit<HeadingProps, 'ref'>;

const revealCss = (t: Theme) => {
  const reveal = keyframes`
    from { opacity: 0; transform: translateY(${t.motion.revealRise}); }
    to { opacity: 1; transform: none; }
  `;
  // Driven by where the title is in the viewport, so it needs no script: the
  // page is static HTML. Browsers without view timelines, and visitors who
  // ask for reduced motion, get the title still and visible.
  return css`
    @media (prefers-reduced-motion: no-preference) {
      @supports (animation-timeline: view()) {
        animation: ${reveal} ${t.motion.easing} both;
        animation-timeline: view();
        animation-range: entry 0% entry 100%;
      }
    }
  `;
};

/**
 * A heading that fades in, rising by the theme's `revealRise` (R 2.17: 20 px),
 * as it scrolls into view. The markup is an ordinary visible heading: without
 * the animation (no support, reduced motion, a title already on screen when the
 * page loads) it is simply there.
 */
export function FadeInTitle(props: FadeInTitleProps) {
  return <Heading css={revealCss} {...props} />;
}
