import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

/** The design system's theme around a React root: a page at prerender, or an island in the browser. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
