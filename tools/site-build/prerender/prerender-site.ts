import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Region } from '@agency/contract';
import { finishPage } from './finish-page.ts';
import { fillTemplate, type SeoHead } from './html-page.ts';
import { lastModified } from './lastmod.ts';
import { absoluteUrl, regions, seoOriginsFromEnv, treePath, type SeoOrigins } from './seo-config.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap.ts';
import { checkSites, summaryLine } from '../seo-check/check-sites.ts';
import { precompressDir } from './precompress.ts';

/** What an app's server entry (src/entry-server.tsx) exports. */
export interface ServerEntry {
  /** Route paths the app has pages for, relative to its base ('/', '/ContactUs', ...). */
  prerenderPaths: string[];
  /** A path no route matches: renders the 404 page. */
  notFoundPath: string;
  /** Files besides the pages (the blog's feeds), path from the tree's root -> content. */
  files?: (urlOf: (path: string) => string) => { file: string; content: string }[];
  render(pathname: string): Promise<{
    appHtml: string;
    styleTags: string;
    title: string;
    description: string;
    region: { id: Region; lang: string; brand: string };
    routePath: string | undefined;
    pageName: string | undefined;
    /** The page's path in the other tree (hreflang); undefined when it is in this tree only. */
    otherRegionPath: string | undefined;
    /** The W3C date of its last change, when the page's content says (an article's `updated`). */
    lastmod: string | undefined;
    /** The feeds every page links to (absolute URL paths). */
    feeds: readonly { type: string; title: string; path: string }[];
    /** An article's times (with zone), section and author's card, for its Open Graph tags. */
    article: { publishedTime: string; modifiedTime: string; section: string; authorPath: string } | undefined;
    /** The link-preview image (the site's, or an article's hero crop) and its MIME type. */
    shareImage: { path: string; width: number; height: number; type: string; alt: string };
    structuredData: (urlOf: (path: string) => string) => unknown[];
  }>;
}

/** The file a route path is written to: '/' -> index.html, '/a/b' -> a/b.html. */
export function outputFileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

const ogLocale = (lang: string) => lang.replace('-', '_');

export async function prerenderSite(options: {
  clientOutDir: string;
  serverEntryFile: string;
  /** The page script, bundled (page-script.ts): inlined in every page. */
  pageScript: string;
  /** The islands' code files (island-code.ts): named for a low-priority fetch by the pages with an island. */
  islandCode?: string[];
  base: string;
  /** The monorepo root: where the pages' sources are, for their last-modified dates. */
  workspaceRoot: string;
  origins?: SeoOrigins;
  /**
   * Writes the made images the pages name that were left for them (an article's crops: the
   * responsive-images plugin), given every file name under assets/img a page names.
   */
  writeNamedImages?: (names: ReadonlySet<string>) => Promise<void>;
}) {
  const { clientOutDir, base, workspaceRoot } = options;
  const origins = options.origins ?? seoOriginsFromEnv();
  const template = await readFile(join(clientOutDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(options.serverEntryFile).href)) as ServerEntry;
  const basePath = base.replace(/\/$/, '');
  const url = (path: string) => absoluteUrl(origins, path);

  const pages = [
    ...entry.prerenderPaths.map((path) => ({ path, file: outputFileFor(path) })),
    { path: entry.notFoundPath, file: '404.html' },
  ];
  const sitemap: SitemapEntry[] = [];
  const namedImages = new Set<string>();
  let region: Region | undefined;
  for (const { path, file } of pages) {
    // The browser sends paths URL-encoded (a space as %20), so render them that way.
    const page = await entry.render(encodeURI(`${basePath}${path === '/' && basePath ? '' : path}`));
    region = page.region.id;
    const other: Region = region === 'in' ? 'uk' : 'in';
    const routePath = page.routePath;
    // Both trees have every route table page (createSite), so it has its alternate, which links back;
    // a page of a collection has one only when it names its translation.
    const otherPath = page.otherRegionPath;
    const pathIn = (tree: Region) => (tree === region ? routePath : otherPath);
    const alternates =
      routePath && otherPath
        ? [
            { hreflang: regions.in.lang, href: url(treePath('in', pathIn('in')!)) },
            { hreflang: regions.uk.lang, href: url(treePath('uk', pathIn('uk')!)) },
            { hreflang: 'x-default', href: url(treePath('in', pathIn('in')!)) },
          ]
        : [];
    const canonical = routePath ? url(treePath(region, routePath)) : undefined;
    const seo: SeoHead = {
      lang: page.region.lang,
      canonical,
      noindex: !routePath,
      alternates,
      siteName: page.region.brand,
      ogLocale: ogLocale(page.region.lang),
      ogLocaleAlternates: alternates.length ? [ogLocale(regions[other].lang)] : [],
      image: { ...page.shareImage, url: url(page.shareImage.path) },
      jsonLd: page.structuredData(url),
      feeds: page.feeds.map((feed) => ({ type: feed.type, title: feed.title, href: url(feed.path) })),
      article: page.article && {
        publishedTime: page.article.publishedTime,
        modifiedTime: page.article.modifiedTime,
        section: page.article.section,
        authorUrl: url(page.article.authorPath),
      },
    };
    const html = finishPage(fillTemplate(template, { ...page, seo }, page.appHtml), {
      pageScript: options.pageScript,
      islandCode: options.islandCode ?? [],
    });
    const target = join(clientOutDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    for (const [, name] of html.matchAll(/\/assets\/img\/([\w.-]+)/g)) namedImages.add(name!);
    if (canonical) {
      // Its copy, and the app's own page module where the region writes the page itself; a page
      // of a collection says its own date (an article's `updated`), and the blog index both.
      const fromGit = page.pageName
        ? await lastModified(workspaceRoot, [
            `libs/content/src/pages/${page.pageName}*`,
            `${regions[region].appDir}/src/pages/${page.pageName}-page.tsx`,
          ])
        : undefined;
      const lastmod = [fromGit, page.lastmod]
        .filter((date) => date !== undefined)
        .sort()
        .at(-1);
      if (lastmod) sitemap.push({ loc: canonical, lastmod, alternates });
    }
  }
  if (!region) throw new Error('the server entry rendered no page');

  const sitemapUrl = url(`${regions[region].basePath}/sitemap.xml`);
  // Crawlers read robots.txt at the root of an origin only: when both trees
  // share one, the India file (at the root) names the UK sitemap too.
  const sitemaps =
    region === 'in' && origins.uk === origins.in
      ? [sitemapUrl, url(`${regions.uk.basePath}/sitemap.xml`)]
      : [sitemapUrl];
  await writeFile(join(clientOutDir, 'sitemap.xml'), sitemapXml(sitemap));
  const files = entry.files?.(url) ?? [];
  for (const { file, content } of files) {
    await mkdir(dirname(join(clientOutDir, file)), { recursive: true });
    await writeFile(join(clientOutDir, file), content);
  }
  await writeFile(join(clientOutDir, 'robots.txt'), robotsTxt(sitemaps));
  await options.writeNamedImages?.(namedImages);
  console.log(
    `prerendered ${pages.length} pages, sitemap.xml, robots.txt${files.map(({ file }) => `, ${file}`).join('')} into ${clientOutDir}`,
  );

  // The rules of one tree fail its build at once; `npm run seo:check` checks both trees together.
  const check = await checkSites([{ region, dir: clientOutDir }], origins);
  console.log(summaryLine(check));
  if (check.problems.length > 0)
    throw new Error(
      `SEO check failed:\n${check.problems.map((p) => `  ${p.where}: [${p.rule}] ${p.message}`).join('\n')}`,
    );

  const compressed = await precompressDir(clientOutDir);
  const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
  console.log(
    `precompressed ${compressed.files} files, ${kib(compressed.bytes)} -> brotli ${kib(compressed.brotliBytes)}, gzip ${kib(compressed.gzipBytes)}`,
  );
}
