import type { Region } from '@agency/contract';

/**
 * Build-time SEO configuration: where each regional tree is published.
 * Canonicals, hreflang alternates, Open Graph URLs, JSON-LD and the sitemaps
 * are absolute URLs made from these origins (docs/seo.md).
 */
export interface SeoOrigins {
  in: string;
  uk: string;
}

/** What `npm start` serves on by default: both trees on one origin. */
export const defaultOrigin = 'http://localhost:4000';

/** Where each tree lives under its origin, and the language tag its pages carry. */
export const regions = {
  in: { basePath: '', lang: 'en-IN', appDir: 'apps/site-in' },
  uk: { basePath: '/uk', lang: 'en-GB', appDir: 'apps/site-uk' },
} as const;

function parseOrigin(name: string, value: string | undefined): string {
  if (value === undefined || value === '') return defaultOrigin;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute origin such as https://www.example.com, not "${value}"`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  )
    throw new Error(`${name} must be an origin (scheme, host, optional port) without a path, not "${value}"`);
  return url.origin;
}

/** The origins from `SITE_IN_ORIGIN` and `SITE_UK_ORIGIN` (default http://localhost:4000 for both). */
export function seoOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): SeoOrigins {
  return {
    in: parseOrigin('SITE_IN_ORIGIN', env.SITE_IN_ORIGIN),
    uk: parseOrigin('SITE_UK_ORIGIN', env.SITE_UK_ORIGIN),
  };
}

/** The region whose tree an absolute URL path belongs to. */
export function regionOfPath(path: string): Region {
  return path === '/uk' || path.startsWith('/uk/') ? 'uk' : 'in';
}

/** The URL path of a route table path in a region's tree: ('uk', '/') -> '/uk'. */
export function treePath(region: Region, routePath: string): string {
  const base = regions[region].basePath;
  return routePath === '/' ? base || '/' : `${base}${routePath}`;
}

/**
 * The absolute URL of an absolute path of either tree, percent-encoded
 * (the space in '/services/Temporary-Contract Staffing' becomes %20).
 */
export function absoluteUrl(origins: SeoOrigins, path: string): string {
  return `${origins[regionOfPath(path)]}${encodeURI(path)}`;
}
