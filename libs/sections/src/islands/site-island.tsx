import { createIslandRenderer } from '@agency/islands';
import { siteIslands } from './site-islands.ts';

/**
 * `<SiteIsland name="header" props={…} />` in a page or layout: the island's
 * HTML, its name and its props, for the browser to hydrate (prerender only).
 */
export const SiteIsland = createIslandRenderer(siteIslands);
