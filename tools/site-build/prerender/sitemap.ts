import { escapeHtml } from './html-page.ts';

export interface SitemapEntry {
  /** Absolute URL of the page. */
  loc: string;
  /** W3C date (YYYY-MM-DD) of the page's last change. */
  lastmod: string;
  /** The same alternates as the page's hreflang links. */
  alternates: { hreflang: string; href: string }[];
}

/** A sitemap with `xhtml:link` alternates, the form search engines read hreflang clusters from. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(entry.loc)}</loc>`,
      `    <lastmod>${entry.lastmod}</lastmod>`,
      ...entry.alternates.map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled; the file names the sitemaps it knows of. */
export function robotsTxt(sitemapUrls: string[]): string {
  return ['User-agent: *', 'Allow: /', '', ...sitemapUrls.map((url) => `Sitemap: ${url}`), ''].join('\n');
}
