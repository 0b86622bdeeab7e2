import type { Region } from '@agency/contract';
import { regionConfigs } from '@agency/content';

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

interface SiteTree {
  /** Where the tree lives under its origin: '' or '/uk'. */
  basePath: string;
  /** The language tag its pages carry. */
  lang: string;
  /** The app that builds it, from the workspace root (a fact of the tooling, not of the content). */
  appDir: string;
}

function siteTree(region: Region): SiteTree {
  const config = regionConfigs[region];
  return { basePath: config.basename, lang: config.lang, appDir: `apps/site-${region}` };
}

/** Each region's tree, read from the content's region record. */
export const regions: Readonly<Record<Region, SiteTree>> = { in: siteTree('in'), uk: siteTree('uk') };

const originVariables = { in: 'SITE_IN_ORIGIN', uk: 'SITE_UK_ORIGIN' } as const;
const linkVariables = { in: 'VITE_SITE_IN_ORIGIN', uk: 'VITE_SITE_UK_ORIGIN' } as const;

/**
 * `SITE_BUILD=release` marks a build that will be published: it has no
 * localhost defaults. Anything else but unset is refused, so a misspelt
 * value cannot fall back to them either.
 */
export function isReleaseBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SITE_BUILD ?? '';
  if (value !== '' && value !== 'release')
    throw new Error(`SITE_BUILD must be "release" or unset, not "${value}"`);
  return value === 'release';
}

function parseOrigin(name: string, value: string): string {
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

/**
 * What a release build needs and does not have: the public origins (https,
 * as the servers send HSTS), and when the trees are on two hosts, the
 * origins the pages' cross-region links point to, which must be the same.
 */
function releaseProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string) => (env[name] ?? '') !== '';
  const unset = Object.values(originVariables).filter((name) => !set(name));
  if (unset.length > 0)
    return [
      `${unset.join(' and ')} ${unset.length > 1 ? 'are' : 'is'} unset (the public origin of each site)`,
    ];
  const origins = {
    in: parseOrigin(originVariables.in, env[originVariables.in] ?? ''),
    uk: parseOrigin(originVariables.uk, env[originVariables.uk] ?? ''),
  };
  const twoHosts = origins.in !== origins.uk;
  for (const region of ['in', 'uk'] as const) {
    const name = originVariables[region];
    if (!origins[region].startsWith('https://'))
      problems.push(`${name} must be https, not ${origins[region]}`);
    const links = linkVariables[region];
    if (!set(links)) {
      if (twoHosts)
        problems.push(`${links} is unset: on two hosts, cross-region links need ${name}'s origin`);
    } else if (parseOrigin(links, env[links] ?? '') !== origins[region])
      problems.push(`${links} (${env[links]}) differs from ${name} (${origins[region]})`);
  }
  return problems;
}

/**
 * The origins from `SITE_IN_ORIGIN` and `SITE_UK_ORIGIN`. Outside a release
 * build (npm start, npm test, npm run dev) each defaults to
 * http://localhost:4000; a release build without them fails (docs/deployment.md).
 */
export function seoOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): SeoOrigins {
  if (isReleaseBuild(env)) {
    const problems = releaseProblems(env);
    if (problems.length > 0)
      throw new Error(
        `A release build (SITE_BUILD=release) is published, so it takes no localhost defaults:\n${problems
          .map((problem) => `  - ${problem}`)
          .join('\n')}\nSee docs/deployment.md, "Configuration of each piece".`,
      );
  }
  const origin = (region: Region) => {
    const value = env[originVariables[region]];
    return value === undefined || value === '' ? defaultOrigin : parseOrigin(originVariables[region], value);
  };
  return { in: origin('in'), uk: origin('uk') };
}

/** The region whose tree an absolute URL path belongs to. */
export function regionOfPath(path: string): Region {
  const uk = regions.uk.basePath;
  return path === uk || path.startsWith(`${uk}/`) ? 'uk' : 'in';
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
