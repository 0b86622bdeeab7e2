import { Global, css, type Theme } from '@emotion/react';
import { reducedMotion } from './theme.ts';

const globalCss = (t: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${t.fonts.body};
    font-size: ${t.fontSizes.md};
    line-height: ${t.lineHeights.body};
    color: ${t.colors.ink};
    background: ${t.colors.paper};
  }
  h1,
  h2,
  h3 {
    line-height: ${t.lineHeights.tight};
  }
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
  /* Dark bands set --focus-ring to a colour that stands out on them. */
  :focus-visible {
    outline: ${t.borderWidths.focus} solid var(--focus-ring, ${t.colors.focus});
    outline-offset: ${t.borderWidths.thick};
  }
  a {
    color: ${t.colors.brand};
  }
  /* A modal dialog (the mobile menu) stops the page behind it scrolling. */
  body:has(dialog:modal) {
    overflow: hidden;
  }
  ${reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
