import type { SiteDefinition, SiteRoute } from './site-definition.ts';

/**
 * A browser path (with the app's basename, possibly %-encoded) as the app's
 * own path: '/uk/services/Temporary-Contract%20Staffing' in the UK app is
 * '/services/Temporary-Contract Staffing'. Paths outside the basename stay as
 * they are (and match no route).
 */
export function appPathOf(site: SiteDefinition, pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape is no route of ours: it stays as typed and renders the 404 page.
  }
  const base = site.region.basename;
  if (base === '') return path || '/';
  if (path === base || path.startsWith(`${base}/`)) return path.slice(base.length) || '/';
  return path;
}

/**
 * The route an app path renders; undefined means the 404 page. Matching is
 * exact and case-sensitive, like the server that serves the prerendered files,
 * so the client always renders the page the server sent.
 */
export function matchSiteRoute(site: SiteDefinition, appPath: string): SiteRoute | undefined {
  return site.routes.find((route) => route.path === appPath);
}
