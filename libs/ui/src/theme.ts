/**
 * The design tokens. Every colour pair used for text notes its WCAG 2.2
 * contrast ratio; all meet AA (4.5:1 for body text).
 */
export const theme = {
  colors: {
    ink: '#14213d', // on paper: 15.9:1
    inkMuted: '#44506b', // on paper: 8.3:1
    paper: '#ffffff',
    surface: '#f3f6fb', // ink on surface: 14.7:1
    brand: '#0b5cad', // white on brand: 6.6:1; brand on paper: 6.6:1
    brandStrong: '#08457f', // white on brandStrong: 9.6:1
    onBrand: '#ffffff',
    accent: '#ffb703', // ink on accent: 9.5:1
    border: '#c9d2e3',
    danger: '#a4161a', // on paper: 7.6:1
    success: '#1b6b3a', // on paper: 6.5:1
    focus: '#0b5cad',
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
  lineHeights: { tight: 1.2, body: 1.6 },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: { card: '0 2px 12px rgba(20, 33, 61, 0.08)', raised: '0 8px 24px rgba(20, 33, 61, 0.14)' },
  breakpoints: { tablet: '768px', desktop: '1024px' },
  sizes: { content: '72rem', prose: '42rem' },
  motion: { fast: '150ms', base: '250ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

export type AppTheme = typeof theme;

/** A media query for widths from the named breakpoint up. */
export function mediaUp(bp: keyof AppTheme['breakpoints']): string {
  return `@media (min-width: ${theme.breakpoints[bp]})`;
}

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';

// Type every `theme` Emotion hands to styles as our tokens.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
