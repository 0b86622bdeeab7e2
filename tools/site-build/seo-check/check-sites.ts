import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  applicationErrorReasons,
  applicationPages,
  closedPositionsFile,
  noScriptErrorReasons,
  noScriptPages,
  positionClosedNotSentPage,
  positionClosedPages,
  regions as regionIds,
  type Region,
} from '@agency/contract';
import { load } from 'cheerio';
import { absoluteUrl, regionOfPath, regions, type SeoOrigins } from '../prerender/seo-config.ts';
import { declaredContacts, publishedContacts, type ContactFacts } from './contact-facts.ts';
import { isValidHreflang } from './hreflang-code.ts';
import { imageSize } from './image-size.ts';
import { structuredDataProblems } from './structured-data-rules.ts';
import { jobPostingProblems } from './job-posting-rules.ts';
import { isFeedType, readFeed, type FeedType } from './feed-check.ts';

export type Rule =
  | 'title'
  | 'description'
  | 'lang'
  | 'h1'
  | 'canonical'
  | 'noindex'
  | 'hreflang'
  | 'share-tags'
  | 'json-ld'
  | 'link'
  | 'image-alt'
  | 'image'
  | 'sitemap'
  | 'robots'
  | 'contact'
  | 'feed';

export interface Problem {
  rule: Rule;
  /** The page (URL path) or file the problem is in. */
  where: string;
  message: string;
}

export interface SiteDist {
  region: Region;
  /** The built site (a Vite `dist`). */
  dir: string;
}

export interface CheckResult {
  pages: number;
  links: number;
  problems: Problem[];
}

/** The pages a form posted without JavaScript lands on: served and linked from nowhere, never indexed. */
const utilityPaths = new Set(
  regionIds.flatMap((region) => [
    noScriptPages[region].sent,
    ...noScriptErrorReasons.map((reason) => `${noScriptPages[region].notSent}/${reason}`),
    applicationPages[region].sent,
    positionClosedPages[region],
    ...applicationErrorReasons.map((reason) => `${applicationPages[region].notSent}/${reason}`),
  ]),
);

/** A page a no-script application for a closed position lands on, one per position (positionClosedNotSentPage). */
const isPositionNotSentPage = (path: string) =>
  regionIds.some((region) => path.startsWith(positionClosedNotSentPage(region, '')) && !path.endsWith('/'));

interface Page {
  region: Region;
  /** URL path, decoded: '/uk/services/Temporary-Contract Staffing'. */
  path: string;
  url: string;
  notFound: boolean;
  /** A page outside the route table (a form's outcome without scripts): served, but never indexed. */
  utility: boolean;
  $: ReturnType<typeof load>;
  alternates: Map<string, string>;
}

// Link texts Lighthouse's SEO audit "Links have descriptive text" rejects.
const vagueLinkTexts = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** The URL path a built file answers: 'a/b.html' -> '/a/b', 'index.html' -> the tree root. */
function pathOfFile(region: Region, file: string): string {
  const base = regions[region].basePath;
  if (file === 'index.html') return base || '/';
  return `${base}/${file.replace(/\.html$/, '')}`;
}

export function summaryLine(result: CheckResult): string {
  return `seo-check: ${result.pages} pages checked, ${result.links} links checked, ${result.problems.length} problems`;
}

/**
 * Checks every HTML page, sitemap and robots.txt of the built sites together
 * (hreflang clusters and links cross the two trees). The rules are those of
 * issue 8; docs/seo.md lists them. Given one tree only (as at the end of its
 * build), links and alternates into the other tree are left to the full check.
 */
export async function checkSites(
  sites: SiteDist[],
  origins: SeoOrigins,
  contacts: ContactFacts = declaredContacts(),
): Promise<CheckResult> {
  const problems: Problem[] = [];
  const report = (rule: Rule, where: string, message: string) => problems.push({ rule, where, message });
  const pages: Page[] = [];
  /** Every URL path that answers 200: pages and other files of both trees. */
  const built = new Set<string>();
  const fileOfPath = new Map<string, string>();
  let links = 0;

  for (const site of sites) {
    const base = regions[site.region].basePath;
    for (const file of await filesUnder(site.dir)) {
      if (file.startsWith('.vite/')) continue;
      const absolute = join(site.dir, file);
      if (file.endsWith('.html')) {
        const notFound = file === '404.html';
        const path = notFound ? `${base}/404` : pathOfFile(site.region, file);
        const $ = load(await readFile(absolute, 'utf8'));
        const alternates = new Map<string, string>();
        $('link[rel="alternate"][hreflang]').each((_, el) => {
          const code = $(el).attr('hreflang') ?? '';
          const href = $(el).attr('href') ?? '';
          if (alternates.has(code) && alternates.get(code) !== href)
            report('hreflang', path, `hreflang ${code} is listed twice with different URLs`);
          alternates.set(code, href);
        });
        const utility = utilityPaths.has(path) || isPositionNotSentPage(path);
        pages.push({
          region: site.region,
          path,
          url: absoluteUrl(origins, path),
          notFound,
          utility,
          $,
          alternates,
        });
        if (!notFound) built.add(path);
      } else {
        built.add(`${base}/${file}`);
        fileOfPath.set(`${base}/${file}`, absolute);
      }
    }
  }

  /** The built URL path an absolute URL points to; undefined when it is not one of our origins. */
  const internalPath = (href: string, from: string): string | undefined => {
    let url: URL;
    try {
      url = new URL(href, from);
    } catch {
      return '';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.origin !== origins.in && url.origin !== origins.uk) return undefined;
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return url.pathname;
    }
    // The UK tree's root answers with and without its trailing slash.
    return path === `${regions.uk.basePath}/` ? regions.uk.basePath : path;
  };
  /** The size of a built PNG or JPEG an absolute URL of our origins names; undefined for anything else. */
  const builtImageSize = async (url: string, from: string) => {
    const file = fileOfPath.get(internalPath(url, from) ?? '');
    return file ? imageSize(await readFile(file)) : undefined;
  };
  /**
   * An article's images: its link preview (og:image, twitter:image) is its own hero's crop, named
   * from the same made file as the hero the page shows, not the site's image; its BlogPosting lists
   * Google's three aspect ratios, 16:9, 4:3 and 1:1, each a built image at least 1200 px wide.
   */
  const articleImageProblems = async ($: Page['$'], from: string): Promise<string[]> => {
    const problems: string[] = [];
    const share = $('meta[property="og:image"]').attr('content') ?? '';
    if ($('meta[name="twitter:image"]').attr('content') !== share)
      problems.push('twitter:image is not the og:image');
    const heroSrc = $('img[fetchpriority="high"]').first().attr('src') ?? '';
    const made = (url: string) => /\/([^/]+-[0-9a-f]{10})-[^/]+$/.exec(new URL(url, from).pathname)?.[1];
    if (!made(heroSrc) || made(share) !== made(heroSrc))
      problems.push(`og:image ${share} is not a crop of the article's own hero (${heroSrc || 'none shown'})`);
    const posting = $('script[type="application/ld+json"]')
      .toArray()
      .map((el) => {
        try {
          return JSON.parse($(el).text()) as { '@type'?: string; image?: unknown };
        } catch {
          return {};
        }
      })
      .find((node) => node['@type'] === 'BlogPosting');
    const images = Array.isArray(posting?.image) ? (posting.image as unknown[]) : [];
    const ratios = new Set<string>();
    for (const image of images) {
      const size = typeof image === 'string' ? await builtImageSize(image, from) : undefined;
      if (!size) problems.push(`BlogPosting image ${String(image)} is not a built PNG or JPEG`);
      else if (size.width < 1200)
        problems.push(`BlogPosting image ${String(image)} is ${size.width} px wide, under 1200`);
      else
        for (const [w, h] of [
          [16, 9],
          [4, 3],
          [1, 1],
        ] as const)
          if (size.width * h === size.height * w) ratios.add(`${w}:${h}`);
    }
    for (const ratio of ['16:9', '4:3', '1:1'].filter((r) => !ratios.has(r)))
      problems.push(`BlogPosting has no ${ratio} image at least 1200 px wide`);
    return problems;
  };

  // Checking one tree alone (at the end of its build), the other tree's paths cannot be known.
  const checked = new Set(sites.map((site) => site.region));
  const isBuilt = (path: string | undefined) =>
    path === undefined || !checked.has(regionOfPath(path)) || built.has(path);

  const indexable = pages.filter((p) => !p.notFound && !p.utility);
  /** The feeds the pages' heads name, by their built path. */
  const feeds = new Map<string, FeedType>();
  const byUrl = new Map(indexable.map((p) => [p.url, p]));

  // Titles and descriptions: present, once, unique across both trees.
  for (const [rule, selector, attribute] of [
    ['title', 'title', undefined],
    ['description', 'meta[name="description"]', 'content'],
  ] as const) {
    const seen = new Map<string, string>();
    for (const page of pages) {
      const elements = page.$(selector);
      const text = (attribute ? elements.attr(attribute) : elements.text())?.trim() ?? '';
      if (elements.length !== 1 || text === '') {
        report(rule, page.path, `needs exactly one non-empty ${rule} (found ${elements.length})`);
        continue;
      }
      // Unique in search results: pages that are never indexed are never there.
      if (page.notFound || page.utility) continue;
      const other = seen.get(text);
      if (other) report(rule, page.path, `same ${rule} as ${other}: "${text}"`);
      else seen.set(text, page.path);
    }
  }

  for (const page of pages) {
    const { $, path } = page;
    const lang = regions[page.region].lang;
    if ($('html').attr('lang') !== lang)
      report('lang', path, `<html lang> is "${$('html').attr('lang') ?? ''}", expected ${lang}`);

    const h1s = $('h1').length;
    if (h1s !== 1) report('h1', path, `has ${h1s} h1 elements, expected exactly one`);

    const robots = $('meta[name="robots"]').attr('content') ?? '';
    const canonicals = $('link[rel="canonical"]');
    if (page.notFound || page.utility) {
      const which = page.notFound ? 'the 404 page' : 'a page outside the route table';
      if (!/noindex/.test(robots)) report('noindex', path, `${which} must be noindex`);
      if (canonicals.length > 0) report('canonical', path, `${which} must have no canonical`);
    } else {
      if (/noindex/.test(robots)) report('noindex', path, 'a built page is noindex');
      const href = canonicals.attr('href');
      if (canonicals.length !== 1 || href !== page.url)
        report(
          'canonical',
          path,
          `canonical must be exactly one link to ${page.url} (found ${canonicals.length}: ${href ?? 'none'})`,
        );
      links += canonicals.length;
    }

    // hreflang: valid codes, self-listed under the page's language, every target built and linking back.
    if (page.alternates.size > 0) {
      for (const [code, href] of page.alternates) {
        links += 1;
        if (!isValidHreflang(code)) report('hreflang', path, `invalid hreflang code "${code}"`);
        if (!/^https?:\/\//.test(href))
          report('hreflang', path, `hreflang ${code} is not an absolute URL: ${href}`);
        const targetPath = internalPath(href, page.url);
        if (targetPath && !checked.has(regionOfPath(targetPath))) continue;
        const target = byUrl.get(href);
        if (!target) {
          report('hreflang', path, `hreflang ${code} points to ${href}, which is not a built page`);
          continue;
        }
        if (target !== page && ![...target.alternates.values()].includes(page.url))
          report('hreflang', path, `hreflang ${code} -> ${href} does not link back to ${page.url}`);
      }
      if (page.notFound || page.utility)
        report('hreflang', path, 'a page that is not indexed must have no hreflang alternates');
      else if (page.alternates.get(lang) !== page.url)
        report('hreflang', path, `does not list itself as hreflang ${lang}`);
      if (!page.alternates.has('x-default')) report('hreflang', path, 'has no x-default alternate');
    }

    // Open Graph and Twitter card, with a 1200x630 PNG or JPEG share image.
    if (!page.notFound && !page.utility) {
      for (const [attr, key] of [
        ['property', 'og:title'],
        ['property', 'og:description'],
        ['property', 'og:url'],
        ['property', 'og:image'],
        ['name', 'twitter:card'],
      ] as const)
        if (!$(`meta[${attr}="${key}"]`).attr('content')) report('share-tags', path, `has no ${key}`);
      const ogUrl = $('meta[property="og:url"]').attr('content');
      if (ogUrl && ogUrl !== page.url) report('share-tags', path, `og:url ${ogUrl} is not the page's URL`);
    }
    const image = $('meta[property="og:image"]').attr('content');
    if (image) {
      links += 1;
      const imagePath = /^https?:\/\//.test(image) ? internalPath(image, page.url) : '';
      const file = imagePath ? fileOfPath.get(imagePath) : undefined;
      const size = file ? imageSize(await readFile(file)) : undefined;
      if (imagePath === '') report('share-tags', path, `og:image must be an absolute URL: ${image}`);
      else if (imagePath !== undefined && !size)
        report('share-tags', path, `og:image ${image} is not a built PNG or JPEG`);
      else if (size && (size.width !== 1200 || size.height !== 630))
        report('share-tags', path, `og:image is ${size.width}x${size.height}, expected 1200x630`);
    }
    if ($('meta[property="og:type"]').attr('content') === 'article')
      for (const message of await articleImageProblems($, page.url)) report('share-tags', path, message);

    // JSON-LD: `<` escaped, valid JSON, required properties of its types.
    $('script[type="application/ld+json"]').each((_, el) => {
      const text = $(el).text();
      if (text.includes('<')) report('json-ld', path, 'JSON-LD contains an unescaped <');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        report('json-ld', path, `JSON-LD is not valid JSON: ${(error as Error).message}`);
        return;
      }
      for (const message of structuredDataProblems(value)) report('json-ld', path, message);
      for (const message of jobPostingProblems(value, path, $, new Date())) report('json-ld', path, message);
      const published = publishedContacts(value);
      for (const email of published.emails.filter((e) => !contacts.emails.has(e)))
        report('contact', path, `structured data publishes the email ${email}, which no region declares`);
      for (const phone of published.phones.filter((p) => !contacts.phones.has(p)))
        report('contact', path, `structured data publishes the number ${phone}, which no region declares`);
    });

    // Each region fact is written once (libs/content/src/regions): a page shows no other.
    $('a[href^="mailto:"], a[href^="tel:"]').each((_, el) => {
      const href = $(el).attr('href')!;
      const [scheme, value = ''] = href.split(/:(.*)/s);
      const known = scheme === 'mailto' ? contacts.emails : contacts.phones;
      if (!known.has(decodeURIComponent(value.split('?')[0]!)))
        report('contact', path, `shows ${href}, which no region declares`);
    });

    // Links a crawler can follow, with text that says where they go (Lighthouse's SEO audits).
    $('a').each((_, el) => {
      const href = $(el).attr('href');
      if (href === undefined) return;
      if (href.trim() === '' || /^javascript:/i.test(href.trim()))
        report('link', path, `a link with href "${href}" cannot be followed by a crawler`);
      const text = $(el).text().replace(/\s+/g, ' ').trim().toLowerCase();
      if (vagueLinkTexts.has(text))
        report('link', path, `link text "${text}" does not say where it goes (${href})`);
    });
    $('img:not([alt])').each((_, el) => {
      report('image-alt', path, `image ${$(el).attr('src') ?? ''} has no alt attribute`);
    });

    // Internal links reach a built page or file.
    $('a[href]').each((_, el) => {
      const href = $(el).attr('href')!;
      if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#') || href.trim() === '') return;
      links += 1;
      const target = internalPath(href, page.url);
      if (!isBuilt(target)) report('link', path, `links to ${href}, which was not built`);
    });
    // Images (an article's hero, a picture in its body) and the feeds the head names are built files.
    $('img[src]').each((_, el) => {
      const src = $(el).attr('src')!;
      if (/^data:/i.test(src)) return;
      links += 1;
      if (!isBuilt(internalPath(src, page.url))) report('image', path, `shows ${src}, which was not built`);
    });
    $('link[rel="alternate"][type]').each((_, el) => {
      const href = $(el).attr('href') ?? '';
      const type = $(el).attr('type') ?? '';
      links += 1;
      const feedPath = internalPath(href, page.url);
      if (!isBuilt(feedPath)) report('link', path, `names the feed ${href}, which was not built`);
      else if (feedPath && isFeedType(type)) feeds.set(feedPath, type);
    });
  }

  // Every feed the pages name, read as a reader would: parsed by a conforming parser, each
  // entry a built page. A feed no reader can open names the article whose entry broke it.
  for (const [feedPath, type] of feeds) {
    const file = fileOfPath.get(feedPath);
    if (!file) continue;
    const reading = readFeed(type, await readFile(file, 'utf8'));
    for (const message of reading.problems) report('feed', feedPath, message);
    for (const link of reading.links) {
      links += 1;
      const target = internalPath(link, absoluteUrl(origins, feedPath));
      if (target === undefined || target === '' || !isBuilt(target))
        report('feed', feedPath, `lists ${link}, which is not a built page`);
    }
  }

  // Sitemaps and robots.txt, per tree.
  for (const site of sites) {
    const base = regions[site.region].basePath;
    const sitemapUrl = absoluteUrl(origins, `${base}/sitemap.xml`);
    const sitemapFile = join(site.dir, 'sitemap.xml');
    const robotsFile = join(site.dir, 'robots.txt');
    const where = `${base}/sitemap.xml`;
    if (!existsSync(robotsFile)) report('robots', `${base}/robots.txt`, 'robots.txt was not built');
    else {
      const robots = await readFile(robotsFile, 'utf8');
      if (!robots.split('\n').some((line) => line.trim() === `Sitemap: ${sitemapUrl}`))
        report('robots', `${base}/robots.txt`, `does not name the sitemap ${sitemapUrl}`);
    }
    if (!existsSync(sitemapFile)) {
      report('sitemap', where, 'sitemap.xml was not built');
      continue;
    }
    const $ = load(await readFile(sitemapFile, 'utf8'), { xml: true });
    const listed = new Set<string>();
    $('url').each((_, el) => {
      const loc = $(el).children('loc').text().trim();
      listed.add(loc);
      links += 1;
      const page = byUrl.get(loc);
      if (!page || page.region !== site.region) {
        report('sitemap', where, `lists ${loc}, which is not a built page of this tree`);
        return;
      }
      const lastmod = $(el).children('lastmod').text().trim();
      if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(lastmod))
        report('sitemap', where, `${loc} has no valid lastmod`);
      const alternates = new Map<string, string>();
      $(el)
        .children('xhtml\\:link')
        .each((_, link) => {
          alternates.set($(link).attr('hreflang') ?? '', $(link).attr('href') ?? '');
        });
      const same =
        alternates.size === page.alternates.size &&
        [...page.alternates].every(([code, href]) => alternates.get(code) === href);
      if (!same) report('sitemap', where, `${loc} has alternates that differ from the page's hreflang links`);
    });
    for (const page of indexable)
      if (page.region === site.region && !listed.has(page.url))
        report('sitemap', where, `the built page ${page.url} is missing from the sitemap`);
    // A closed position (the build's list) is neither a page nor in the sitemap: its URL answers 410.
    const closedFile = join(site.dir, closedPositionsFile);
    const closed = existsSync(closedFile)
      ? (await readFile(closedFile, 'utf8')).split('\n').filter(Boolean)
      : [];
    for (const closedPath of closed) {
      if (listed.has(absoluteUrl(origins, closedPath)))
        report('sitemap', where, `lists the closed position ${closedPath}`);
      if (built.has(closedPath)) report('sitemap', closedPath, 'a closed position has a built page');
    }
  }

  return { pages: pages.length, links, problems };
}
