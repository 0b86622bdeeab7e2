import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LinkScopeProvider, theme } from '@agency/ui';

const indiaScope = { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' };

/** Test helper: renders a section as the India site does (theme, router, link scope). */
export function renderBlock(ui: ReactElement) {
  const { hook } = memoryLocation();
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Router hook={hook}>
        <ThemeProvider theme={theme}>
          <LinkScopeProvider scope={indiaScope}>{children}</LinkScopeProvider>
        </ThemeProvider>
      </Router>
    ),
  });
}
