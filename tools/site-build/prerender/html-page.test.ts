import { describe, expect, it } from 'vitest';
import { fillTemplate, jsonForScript, type PageHead } from './html-page.ts';
import { speculationRules } from './speculation-rules.ts';

const template =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>';

const head: PageHead = {
  title: 'SEO | Brand',
  description: 'Rank & grow',
  styleTags: '',
  seo: {
    lang: 'en-GB',
    canonical: 'https://x.test/uk/services/seo',
    noindex: false,
    alternates: [{ hreflang: 'en-GB', href: 'https://x.test/uk/services/seo' }],
    siteName: 'Brand',
    ogLocale: 'en_GB',
    ogLocaleAlternates: [],
    image: {
      url: 'https://x.test/uk/images/share.png',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Brand',
    },
    jsonLd: [{ '@type': 'Service', name: '</script><script>alert(1)</script>' }],
  },
};

describe('fillTemplate', () => {
  it('sets the region language and writes canonical, alternates, share tags and JSON-LD', () => {
    const html = fillTemplate(template, head, '<h1>SEO</h1>');
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<link rel="canonical" href="https://x.test/uk/services/seo">');
    expect(html).toContain('<link rel="alternate" hreflang="en-GB" href="https://x.test/uk/services/seo">');
    expect(html).toContain('<meta property="og:image" content="https://x.test/uk/images/share.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:description" content="Rank &#38; grow">');
    expect(html).not.toContain('noindex');
  });

  it('types an article as one, with its times (zone kept), section and author', () => {
    const article = {
      publishedTime: '2025-10-09T10:00:00+01:00',
      modifiedTime: '2025-10-20T09:00:00+01:00',
      section: 'SEO',
      authorUrl: 'https://x.test/#team-priya-nair',
    };
    const html = fillTemplate(template, { ...head, seo: { ...head.seo, article } }, '');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="2025-10-09T10:00:00+01:00">');
    expect(html).toContain('<meta property="article:modified_time" content="2025-10-20T09:00:00+01:00">');
    expect(html).toContain('<meta property="article:section" content="SEO">');
    expect(html).toContain('<meta property="article:author" content="https://x.test/#team-priya-nair">');
    expect(fillTemplate(template, head, '')).toContain('<meta property="og:type" content="website">');
  });

  it('links the feeds', () => {
    const feeds = [
      { type: 'application/rss+xml', title: 'Brand blog (RSS)', href: 'https://x.test/uk/blogs/rss.xml' },
    ];
    expect(fillTemplate(template, { ...head, seo: { ...head.seo, feeds } }, '')).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Brand blog (RSS)" href="https://x.test/uk/blogs/rss.xml">',
    );
  });

  it('keeps text in JSON-LD from closing its script', () => {
    const html = fillTemplate(template, head, '');
    // Two scripts close: the JSON-LD block and the speculation rules; the text in the first is not a third.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(head.seo.jsonLd[0]);
    expect(jsonForScript('<&>')).toBe('"\\u003c\\u0026\\u003e"');
  });

  it('asks the browser to prerender the pages a visitor points at, but not the API', () => {
    const html = fillTemplate(template, head, '');
    const rules = /<script type="speculationrules">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(rules!)).toEqual(speculationRules);
    expect(JSON.stringify(speculationRules)).toContain('"/api/*"');
  });

  it('marks the 404 page noindex without a canonical', () => {
    const html = fillTemplate(
      template,
      { ...head, seo: { ...head.seo, canonical: undefined, noindex: true, alternates: [] } },
      '',
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });
});
