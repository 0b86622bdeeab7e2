import { defineIsland } from '@agency/islands';
import { LinkScopeProvider, ThemeRoot, type LinkScope } from '@agency/ui';
import { SiteHeader, type SiteHeaderProps } from '../header/site-header.tsx';

export interface HeaderIslandProps extends SiteHeaderProps {
  linkScope: LinkScope;
}

function HeaderIsland({ linkScope, ...header }: HeaderIslandProps) {
  return (
    <LinkScopeProvider scope={linkScope}>
      <SiteHeader {...header} />
    </LinkScopeProvider>
  );
}

/** The header's menus, country selector and the UK scrolled style. */
export const island = defineIsland(HeaderIsland, ThemeRoot);
