import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LinkScopeProvider, theme } from '@agency/ui';

const indiaScope = { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' };

/** Test helper: renders a section as the India site does (theme, router, link scope). */
export function renderBlock(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <ThemeProvider theme={theme}>
          <LinkScopeProvider scope={indiaScope}>{children}</LinkScopeProvider>
        </ThemeProvider>
      </MemoryRouter>
    ),
  });
}
