import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Region } from '@agency/contract';
import { regionPath, routeTable } from '../../libs/content/src/routes.ts';

/** A page of one of the two trees, as a browser asks for it. */
export interface BenchPage {
  /** The path as people read it: '/', '/uk/services/Temporary-Contract Staffing'. */
  path: string;
  /** The same, URL-encoded (the space becomes %20). */
  urlPath: string;
  /** The tree the page belongs to. */
  region: Region;
}

/** Every page: the routes of the route table in the India tree, then in the UK tree. */
export const allPages: BenchPage[] = (['in', 'uk'] as const).flatMap((region) =>
  routeTable.map(({ path }) => {
    const full = regionPath(region, path);
    return { path: full, urlPath: encodeURI(full), region };
  }),
);

const root = join(import.meta.dirname, '../..');

/**
 * Every page of the built trees: the route table's, then the pages each
 * region's collections added (articles, the blog's listing and category
 * pages), read from the tree's sitemap, which lists every indexable page.
 * For the tools that run after the build (the budgets, Lighthouse).
 */
export function builtPages(): BenchPage[] {
  const known = new Set(allPages.map((page) => page.urlPath));
  const added = (['in', 'uk'] as const).flatMap((region) => {
    const sitemap = readFileSync(join(root, `apps/site-${region}/dist/sitemap.xml`), 'utf8');
    return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((urlPath) => !known.has(urlPath))
      .map((urlPath) => ({ path: decodeURI(urlPath), urlPath, region }));
  });
  return [...allPages, ...added];
}

/** `*` stands for any characters but `/`, `**` for any characters at all; the rest is literal. */
export function matchesGlob(path: string, pattern: string): boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/**
 * The pages a `--pages` option names: a comma-separated list of paths or globs
 * ('/uk/services/*', '/,/uk'). Every item must match a page, so a typo fails
 * loudly instead of measuring nothing.
 */
export function selectPages(selection: string | undefined, pages: BenchPage[] = allPages): BenchPage[] {
  if (!selection) return pages;
  const patterns = selection
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    // '/uk/' names the UK home, whose path is '/uk'.
    .map((p) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p));
  for (const pattern of patterns) {
    if (!pages.some((page) => matchesGlob(page.path, pattern)))
      throw new Error(`--pages: "${pattern}" matches none of the ${pages.length} pages`);
  }
  return pages.filter((page) => patterns.some((pattern) => matchesGlob(page.path, pattern)));
}
