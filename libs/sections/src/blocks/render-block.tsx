import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { LinkScopeProvider, ThemeRoot } from '@agency/ui';

const indiaScope = { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' };

/** Test helper: renders a section as the India site does (theme, link scope). */
export function renderBlock(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ThemeRoot>
        <LinkScopeProvider scope={indiaScope}>{children}</LinkScopeProvider>
      </ThemeRoot>
    ),
  });
}
