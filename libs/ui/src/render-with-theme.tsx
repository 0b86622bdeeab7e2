import { ThemeProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from './theme.ts';

/** Test helper: renders inside the theme, as the sites do. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    ),
    ...options,
  });
}

/**
 * The CSS Emotion inserted for this element's own classes (rules, nested rules
 * and media blocks), as one string. jsdom computes few layout properties, so
 * tests read the declarations the theme produced.
 */
export function cssOf(element: Element): string {
  const all = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');
  const classes = Array.from(element.classList).filter((c) => c.startsWith('css-'));
  return all
    .split('\n')
    .filter((rule) => classes.some((c) => rule.includes(`.${c}`)))
    .join('\n');
}
