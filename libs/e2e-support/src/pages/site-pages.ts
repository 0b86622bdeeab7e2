import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closedPositionsFile, type Region } from '@agency/contract';
import { regionPath, routeTable, type PageName, type SitePath } from '@agency/content';

const repoRoot = join(import.meta.dirname, '../../../..');

export interface SitePage {
  region: Region;
  /** The route table page's name; undefined for a page a collection made (an article, a listing page). */
  page: PageName | undefined;
  /** The path in the tree, as people read it. */
  path: SitePath;
  /** What a browser requests: the region's path, URL-encoded (the space in Temporary-Contract Staffing). */
  url: string;
}

/**
 * The pages the region's collections added to its built tree (articles, the
 * blog's listing and category pages), read from the tree's sitemap, which
 * lists every indexable page: the e2e target builds the site first, and the
 * suite's server serves that build. No count of them is written anywhere.
 */
function collectionPagesOf(region: Region, known: ReadonlySet<string>): SitePage[] {
  const sitemap = readFileSync(join(repoRoot, `apps/site-${region}/dist/sitemap.xml`), 'utf8');
  const base = regionPath(region, '/') === '/' ? '' : regionPath(region, '/');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((url) => !known.has(url))
    .map((url) => ({ region, page: undefined, path: decodeURI(url).slice(base.length) as SitePath, url }));
}

/**
 * The URL of the first closed position of the built tree (the build lists them, for the gateway
 * and nginx to answer 410 with the closed page), or undefined when none is closed. The closed page
 * is in no sitemap (noindex), so only this finds it.
 */
export function closedPositionUrlOf(region: Region): string | undefined {
  const listed = readFileSync(join(repoRoot, `apps/site-${region}/dist`, closedPositionsFile), 'utf8');
  const [first] = listed.split('\n').filter(Boolean);
  return first === undefined ? undefined : encodeURI(first);
}

/** Every page of one regional tree: the route table's, then what its collections add. */
export function sitePagesOf(region: Region): SitePage[] {
  const routes: SitePage[] = routeTable.map(({ path, page }) => ({
    region,
    page,
    path,
    url: encodeURI(regionPath(region, path)),
  }));
  return [...routes, ...collectionPagesOf(region, new Set(routes.map((route) => route.url)))];
}

/**
 * A page's kind: its path with the last segment as a wildcard
 * (`/blogs/<slug>`, `/blogs/page/<n>`, `/blogs/category/<name>`), so every
 * article is one kind however many there are.
 */
const kindOf = (page: SitePage) => page.path.replace(/[^/]+$/, '*');

/**
 * The route table's pages and the first of each kind its collections add:
 * what suites that load a page in the browser for its template (axe, the
 * console, third-party requests) need, at a cost that does not grow with
 * every article a team publishes. The pages' own words and links are checked
 * on every page elsewhere (the SEO check, the links suite).
 */
export function pageKindsOf(region: Region): SitePage[] {
  const seen = new Set<string>();
  return sitePagesOf(region).filter((page) => {
    if (page.page !== undefined) return true;
    const kind = kindOf(page);
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}
