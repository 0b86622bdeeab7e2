import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { SitePath } from '@agency/content';
import type { Site, SitePage } from '../site-definition/site-definition.ts';

/** What a matched route carries: its page, its site path (none for utility pages and the 404), its status. */
export interface SiteRouteHandle {
  page: SitePage;
  routePath: SitePath | undefined;
  status: 200 | 404;
}

/**
 * A site's routes as React Router declares them: one per site path,
 * matched exactly as the servers do (case-sensitive; a space in a path is
 * %20 in the URL), and any other path renders the 404 page.
 */
export function siteRoutes(site: Site): RouteObject[] {
  const page = (handle: SiteRouteHandle): RouteObject => ({
    handle,
    element: <handle.page.Component />,
  });
  return [
    ...site.routes.map(({ path, page: sitePage }) => ({
      path,
      caseSensitive: true,
      ...page({ page: sitePage, routePath: path, status: 200 }),
    })),
    ...site.utilityPages.map(({ path, page: sitePage }) => ({
      path,
      caseSensitive: true,
      ...page({ page: sitePage, routePath: undefined, status: 200 }),
    })),
    { path: '*', ...page({ page: site.notFound, routePath: undefined, status: 404 }) },
  ];
}

/** The route a URL path of the site renders (the 404 page's for a path not in the table). */
export function matchSiteRoute(routes: RouteObject[], site: Site, pathname: string): SiteRouteHandle {
  const match = matchRoutes(routes, pathname, site.region.basename || undefined);
  const handle = match?.at(-1)?.route.handle as SiteRouteHandle | undefined;
  return handle ?? { page: site.notFound, routePath: undefined, status: 404 };
}
