import { regionConfigs } from '@agency/content';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fillTemplate, type SeoHead } from '../prerender/html-page.ts';
import { outputFileFor } from '../prerender/prerender-site.ts';
import type { Region } from '@agency/contract';
import { absoluteUrl, regions, treePath, type SeoOrigins } from '../prerender/seo-config.ts';
import { robotsTxt, sitemapXml } from '../prerender/sitemap.ts';
import type { SiteDist } from './check-sites.ts';

/**
 * A small correct two-tree site written the way the prerender writes one:
 * home and an SEO service page in each tree, plus the 404 pages. Each test
 * breaks one thing in it and expects the checker to name that rule.
 */
export const fixtureOrigins: SeoOrigins = { in: 'https://agency.test', uk: 'https://agency.test' };

const template =
  '<!doctype html>\n<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>';

const routes = [
  { path: '/', name: 'Home', words: 'home' },
  { path: '/services/Temporary-Contract Staffing', name: 'Temporary staffing', words: 'temporary staff' },
] as const;

/** A PNG's first bytes: signature and IHDR with the given size, all the checker reads. */
export function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG's first bytes: start of image and a start-of-frame segment with the given size. */
export function jpegHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  bytes.set([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08]);
  const view = new DataView(bytes.buffer);
  view.setUint16(7, height);
  view.setUint16(9, width);
  return bytes;
}

function pageHtml(region: Region, route: (typeof routes)[number] | undefined): string {
  const url = (path: string) => absoluteUrl(fixtureOrigins, path);
  const base = regions[region].basePath;
  const country = region === 'in' ? 'India' : 'the UK';
  const home = treePath(region, '/');
  const alternates = route
    ? [
        { hreflang: 'en-IN', href: url(treePath('in', route.path)) },
        { hreflang: 'en-GB', href: url(treePath('uk', route.path)) },
        { hreflang: 'x-default', href: url(treePath('in', route.path)) },
      ]
    : [];
  const canonical = route ? url(treePath(region, route.path)) : undefined;
  const jsonLd = route
    ? route.path === '/'
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: `Agency ${region}`,
            url: url(home),
            logo: url(`${base}/images/logo.png`),
          },
          {
            '@context': 'https://schema.org',
            '@type': 'LocalBusiness',
            name: 'Agency, Noida office',
            telephone: '+911204000000',
            address: {
              '@type': 'PostalAddress',
              streetAddress: 'B-42, Sector 62',
              addressLocality: 'Noida',
              postalCode: '201309',
              addressCountry: 'IN',
            },
            openingHoursSpecification: [
              {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: ['Monday'],
                opens: '10:00',
                closes: '19:00',
              },
            ],
          },
        ]
      : [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: url(home) },
              { '@type': 'ListItem', position: 2, name: route.name, item: canonical },
            ],
          },
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: route.name,
            url: canonical,
            areaServed: { '@type': 'Country', name: country },
            provider: { '@type': 'Organization', name: `Agency ${region}` },
          },
        ]
    : [];
  const seo: SeoHead = {
    lang: regions[region].lang,
    canonical,
    noindex: !route,
    alternates,
    siteName: `Agency ${region}`,
    ogLocale: regions[region].lang.replace('-', '_'),
    ogLocaleAlternates: [],
    image: {
      url: url(`${base}/images/share.png`),
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Agency',
    },
    jsonLd,
  };
  const title = route ? `${route.name} in ${country} | Agency` : `Page not found | Agency ${region}`;
  const body = route
    ? `<h1>${route.name}</h1><a href="${home}">Home</a>` +
      ` <a href="${encodeURI(treePath(region, '/services/Temporary-Contract Staffing'))}#top">Staffing</a>` +
      ` <a href="${treePath(region === 'in' ? 'uk' : 'in', '/')}">Other region</a>` +
      ` <a href="mailto:${regionConfigs[region].email}">Mail</a> <a href="https://elsewhere.test/x">Elsewhere</a>`
    : `<h1>Page not found</h1><a href="${home}">Home</a>`;
  return fillTemplate(
    template,
    {
      title,
      description: route ? `All about ${route.words} for ${country}.` : 'This page does not exist.',
      styleTags: '',
      seo,
    },
    body,
  );
}

/** Writes the fixture into a new temp folder; returns the two dists. */
export async function writeFixtureSite(): Promise<SiteDist[]> {
  const root = await mkdtemp(join(tmpdir(), 'seo-check-'));
  const sites: SiteDist[] = [];
  for (const region of ['in', 'uk'] as const) {
    const dir = join(root, region);
    const write = async (file: string, content: string | Uint8Array) => {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), content);
    };
    const base = regions[region].basePath;
    const url = (path: string) => absoluteUrl(fixtureOrigins, path);
    for (const route of routes) await write(outputFileFor(route.path), pageHtml(region, route));
    await write('404.html', pageHtml(region, undefined));
    await write('images/share.png', pngHeader(1200, 630));
    await write('images/logo.png', pngHeader(512, 512));
    await write(
      'sitemap.xml',
      sitemapXml(
        routes.map((route) => ({
          loc: url(treePath(region, route.path)),
          lastmod: '2026-01-31',
          alternates: [
            { hreflang: 'en-IN', href: url(treePath('in', route.path)) },
            { hreflang: 'en-GB', href: url(treePath('uk', route.path)) },
            { hreflang: 'x-default', href: url(treePath('in', route.path)) },
          ],
        })),
      ),
    );
    await write('robots.txt', robotsTxt([url(`${base}/sitemap.xml`)]));
    sites.push({ region, dir });
  }
  return sites;
}

/** Edits one built file of a fixture dist. */
export async function editFile(site: SiteDist, file: string, edit: (text: string) => string) {
  const path = join(site.dir, file);
  await writeFile(path, edit(await readFile(path, 'utf8')));
}
