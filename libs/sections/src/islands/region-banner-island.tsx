import { defineIsland } from '@agency/islands';
import { LinkScopeProvider, ThemeRoot, type LinkScope } from '@agency/ui';
import { RegionBanner, type RegionBannerProps } from '../region-banner/region-banner.tsx';

export interface RegionBannerIslandProps extends RegionBannerProps {
  linkScope: LinkScope;
}

function RegionBannerIsland({ linkScope, ...banner }: RegionBannerIslandProps) {
  return (
    <LinkScopeProvider scope={linkScope}>
      <RegionBanner {...banner} />
    </LinkScopeProvider>
  );
}

/** Offers the other region's site to a browser that points there. */
export const island = defineIsland(RegionBannerIsland, ThemeRoot);
