import type { Region } from '@agency/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LinkScopeProvider, ThemeRoot, type LinkScope } from '@agency/ui';

const scopes: Record<Region, LinkScope> = {
  in: { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' },
  uk: { basename: '/uk', foreignPrefixes: [], foreignOrigin: '' },
};

/** Test helper: renders shell parts as a region's site does (theme, link scope). */
export function renderShell(region: Region, ui: ReactElement) {
  return render(
    <ThemeRoot>
      <LinkScopeProvider scope={scopes[region]}>{ui}</LinkScopeProvider>
    </ThemeRoot>,
  );
}
