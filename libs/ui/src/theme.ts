/**
 * The design tokens: the only place colours, sizes, breakpoints and motion
 * values are written down. Every colour used for text notes its WCAG 2.2
 * contrast ratio against the backgrounds it is used on; all meet AA
 * (4.5:1 for body text, 3:1 for focus rings and other non-text parts).
 */
export const theme = {
  colors: {
    ink: '#14213d', // on paper: 16.0:1; on surface: 14.7:1; on brandTint: 13.7:1; on accent: 9.1:1
    inkMuted: '#44506b', // on paper: 8.1:1; on surface: 7.4:1
    paper: '#ffffff',
    surface: '#f3f6fb', // muted band background (ink 14.7:1, inkMuted 7.4:1, brand 6.2:1)
    brandTint: '#e8eef8', // scrolled-header background (ink 13.7:1, brand 5.7:1)
    brand: '#0b5cad', // on paper: 6.7:1; on surface: 6.2:1; paper on brand: 6.7:1
    brandStrong: '#08457f', // paper on brandStrong: 9.7:1; accent on brandStrong: 5.5:1
    onBrand: '#ffffff',
    accent: '#ffb703', // ink on accent: 9.1:1; accent on night: 9.1:1
    night: '#14213d', // dark band / footer background (paper 16.0:1, onNightMuted 10.5:1)
    onNight: '#ffffff',
    onNightMuted: '#c9d2e3', // on night: 10.5:1; on brandStrong: 6.4:1
    border: '#c9d2e3',
    danger: '#a4161a', // on paper: 7.8:1
    success: '#1b6b3a', // on paper: 6.5:1
    focus: '#0b5cad', // ring on paper: 6.7:1; on surface: 6.2:1
    focusOnDark: '#ffb703', // ring on night: 9.1:1; on brandStrong: 5.5:1
    overlay: 'rgba(20, 33, 61, 0.6)', // scrim behind the mobile menu
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: 'clamp(2rem, 5vw, 3rem)',
  },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, body: 1.6 },
  space: { none: '0', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  borderWidths: { thin: '1px', thick: '2px', focus: '3px' },
  shadows: {
    none: 'none',
    card: '0 2px 12px rgba(20, 33, 61, 0.08)',
    raised: '0 8px 24px rgba(20, 33, 61, 0.14)',
  },
  breakpoints: { tablet: '768px', desktop: '1024px' },
  sizes: {
    content: '72rem',
    prose: '42rem',
    /** Smallest comfortable target for a finger (WCAG 2.5.8 asks 24px; we give 44px). */
    touch: '44px',
    /** Height of the header's contact strip (one line). */
    contactStrip: '2.25rem',
    /** Width of the mobile menu panel. */
    drawer: '20rem',
    /** Minimum width of a dropdown panel in the header. */
    dropdown: '16rem',
    icon: { sm: '1rem', md: '1.25rem', lg: '1.5rem', xl: '2.5rem' },
  },
  zIndices: { header: 100, dropdown: 110, overlay: 200, drawer: 210, skipLink: 1000 },
  motion: {
    fast: '150ms',
    base: '250ms',
    /** How long a fade-in title takes to appear (docs/requirements.md §9). */
    reveal: '600ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    /** How far a fade-in title rises as it appears (docs/requirements.md §9: 20 pixels). */
    revealRise: '20px',
    /** Scale of a card under the pointer (docs/requirements.md §9: 1.05). */
    hoverScale: 1.05,
  },
} as const;

export type AppTheme = typeof theme;
export type Breakpoint = keyof AppTheme['breakpoints'];
export type Space = keyof AppTheme['space'];

/** A media query for widths from the named breakpoint up. */
export function mediaUp(bp: Breakpoint): string {
  return `@media (min-width: ${theme.breakpoints[bp]})`;
}

/** A media query for widths below the named breakpoint (the complement of `mediaUp`). */
export function mediaDown(bp: Breakpoint): string {
  return `@media not all and (min-width: ${theme.breakpoints[bp]})`;
}

/** The media condition alone, for `window.matchMedia` (read it in effects only: the prerender has no window). */
export function mediaQueryUp(bp: Breakpoint): string {
  return `(min-width: ${theme.breakpoints[bp]})`;
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
export const reducedMotion = `@media ${reducedMotionQuery}`;

// Type every `theme` Emotion hands to styles as our tokens.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
