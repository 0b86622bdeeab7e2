import type { Region } from '@agency/contract';
import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LinkScopeProvider, theme, type LinkScope } from '@agency/ui';

const scopes: Record<Region, LinkScope> = {
  in: { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' },
  uk: { basename: '/uk', foreignPrefixes: [], foreignOrigin: '' },
};

/** Test helper: renders shell parts as a region's app does (router basename, theme, link scope). */
export function renderShell(region: Region, ui: ReactElement, path = region === 'uk' ? '/uk' : '/') {
  const scope = scopes[region];
  return render(
    <Router base={scope.basename} hook={memoryLocation({ path }).hook}>
      <ThemeProvider theme={theme}>
        <LinkScopeProvider scope={scope}>{ui}</LinkScopeProvider>
      </ThemeProvider>
    </Router>,
  );
}
