import { formIslands } from '@agency/forms';
import { islandEntry, type IslandRegistry } from '@agency/islands/runtime';
import { suggestedOtherRegion } from '../region-banner/region-preference.ts';

/**
 * Every island of both sites, by the name the prerender writes into the HTML,
 * with when its code loads. This module is part of the one script every page
 * runs (the apps' main.ts): only the loaders and the region banner's check
 * are here, each island's code is a chunk of its own.
 */
export const siteIslands = {
  header: islandEntry({ load: 'interaction', module: () => import('./header-island.tsx') }),
  'region-banner': islandEntry({
    load: 'idle',
    module: () => import('./region-banner-island.tsx'),
    when: ({ region }) => suggestedOtherRegion(region) !== undefined,
  }),
  map: islandEntry({ load: 'interaction', module: () => import('./map-island.tsx') }),
  ...formIslands,
} satisfies IslandRegistry;
