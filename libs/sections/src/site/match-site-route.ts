import { matchRoutes } from 'react-router-dom';
import type { SiteDefinition, SiteRoute } from './site-definition.ts';

/** The route a URL path (with the app's basename) renders; undefined means the 404 page. */
export function matchSiteRoute(site: SiteDefinition, pathname: string): SiteRoute | undefined {
  const matches = matchRoutes(
    site.routes.map((route) => ({ path: route.path, route })),
    pathname,
    site.region.basename || undefined,
  );
  return matches?.[0]?.route.route;
}
