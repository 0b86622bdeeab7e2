// @vitest-environment node
// Build-time rendering runs in Node, as the prerender does.
import { describe, expect, it } from 'vitest';
import type { ResponsiveImage } from '@agency/articles';
import { indiaRegion, ukRegion, type RegionConfig } from '@agency/content';
import { renderSitePage } from '../site/render-site-page.tsx';
import type { Site } from '../site-definition/site-definition.ts';
import { blogIndexPage, blogRoutes, readCollection } from './blog-pages.tsx';

function articleFile(slug: string, fields: Record<string, string>, body = 'A paragraph.\n') {
  const all: Record<string, string> = {
    title: `Article ${slug}`,
    description: `About ${slug}.`,
    author: 'Priya Nair',
    published: '2025-09-18T09:30:00+05:30',
    category: 'SEO',
    hero: '\n  src: hero.jpg\n  alt: ""',
    ...fields,
  };
  const yaml = Object.entries(all)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return [`x/${slug}.md`, `---\n${yaml}\n---\n\n${body}`] as const;
}

// The hero beside the files as the build makes it (tools/site-build's responsive-images): its
// formats, and its crops for structured data and link previews.
const crop = (name: string, height: number) => ({
  path: `/assets/img/hero-abc-${name}.jpg`,
  width: 1200,
  height,
});
const images: Record<string, ResponsiveImage> = {
  'x/hero.jpg': {
    width: 1344,
    height: 756,
    src: '/assets/img/hero-abc-800.webp',
    sources: [
      {
        type: 'image/webp',
        srcSet: '/assets/img/hero-abc-400.webp 400w, /assets/img/hero-abc-800.webp 800w',
      },
    ],
    crops: {
      wide: crop('16x9', 675),
      standard: crop('4x3', 900),
      square: crop('1x1', 1200),
      share: crop('share', 630),
    },
  },
};

/** Fourteen articles: one a day in October, the first two in Web Development, the newest three picks. */
const sources = Object.fromEntries([
  ...Array.from({ length: 14 }, (_, i) =>
    articleFile(`day-${i + 1}`, {
      published: `2025-10-${String(i + 1).padStart(2, '0')}T09:00:00+05:30`,
      category: i < 2 ? 'Web Development' : 'SEO',
      editorsPick: String(i >= 11),
    }),
  ),
  articleFile(
    'with-everything',
    {
      published: '2025-08-01T09:00:00+01:00',
      updated: '2025-08-20T12:00:00+01:00',
      translation: 'the-india-one',
      author: 'Rohan Mehta',
      category: 'Web Development',
    },
    '## A heading\n\nSee [our SEO page](/services/seo).\n\n<script>alert(1)</script>\n',
  ),
  articleFile('a-draft', { draft: 'true' }),
]);

function siteOf(region: RegionConfig): Site {
  const articles = readCollection(
    { sources, images, includeUnpublished: false },
    new Date('2026-01-01T00:00:00Z'),
  );
  return {
    region,
    linkScope: {
      basename: region.basename,
      foreignPrefixes: region.basename ? [] : ['/uk'],
      foreignOrigin: '',
    },
    routes: [{ path: '/blogs', page: blogIndexPage(region, articles) }, ...blogRoutes(region, articles)],
    utilityPages: [],
    notFound: { meta: { title: 'Not found', description: 'x' }, Component: () => <h1>Page not found</h1> },
  };
}

const urlOf = (path: string) => `https://x.test${path}`;

describe('the blog of a collection', () => {
  it('renders an article: breadcrumbs, category, linked author, dates, reading time, hero, sanitised body, related', async () => {
    const page = await renderSitePage(siteOf(ukRegion), '/uk/blogs/with-everything');
    expect(page.status).toBe(200);
    expect(page.routePath).toBe('/blogs/with-everything');
    const html = page.appHtml;
    expect(html).toMatch(
      /<nav aria-label="Breadcrumb"><ol[^>]*><li><a href="\/uk">Home<\/a><\/li><li><a href="\/uk\/blogs">Blog<\/a><\/li><li aria-current="page">Article with-everything<\/li>/,
    );
    expect(html).toContain(
      '<a href="/uk/blogs/category/web-development" data-article-category="">Web Development</a>',
    );
    expect(html).toMatch(/<h1 id="page-title"[^>]*>Article with-everything<\/h1>/);
    expect(html).toContain('By <a href="/#team-rohan-mehta">Rohan Mehta</a>');
    expect(html).toContain('<time dateTime="2025-08-01T09:00:00+01:00">1 August 2025</time>');
    expect(html).toContain('<time dateTime="2025-08-20T12:00:00+01:00">20 August 2025</time>');
    expect(html).toContain('1<!-- --> min read');
    // The hero: sized, loaded first (the UK base is the build's, not this test's).
    expect(html).toMatch(
      /<img src="[^"]*\/assets\/img\/hero-abc-800.webp" alt="" width="1344" height="756" loading="eager"[^>]*fetchPriority="high"/,
    );
    // A site path in the body is read in the article's own tree; raw HTML is gone.
    expect(html).toContain('<a href="/uk/services/seo">our SEO page</a>');
    expect(html).not.toContain('<script>alert');
    // Related: the same category first (the two Web Development ones), then the newest other.
    const related = html.slice(html.indexOf('id="related-title"'));
    expect([...related.matchAll(/<h3[^>]*><a href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/uk/blogs/day-2',
      '/uk/blogs/day-1',
      '/uk/blogs/day-14',
    ]);
  });

  it('gives an article its head: hreflang to its translation, lastmod and OG times from the file, BlogPosting', async () => {
    const page = await renderSitePage(siteOf(ukRegion), '/uk/blogs/with-everything');
    expect(page.otherRegionPath).toBe('/blogs/the-india-one');
    expect(page.lastmod).toBe('2025-08-20');
    expect(page.article).toEqual({
      publishedTime: '2025-08-01T09:00:00+01:00',
      modifiedTime: '2025-08-20T12:00:00+01:00',
      section: 'Web Development',
      authorPath: '/#team-rohan-mehta',
    });
    // Its link preview is its own hero's 1200x630 crop, named by its title where the hero only decorates.
    expect(page.shareImage).toEqual({
      path: '/uk/assets/img/hero-abc-share.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'Article with-everything',
    });
    const [breadcrumbs, posting] = page.structuredData(urlOf);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://x.test/uk' },
        { position: 2, name: 'Blog', item: 'https://x.test/uk/blogs' },
        { position: 3, name: 'Article with-everything', item: 'https://x.test/uk/blogs/with-everything' },
      ],
    });
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': 'https://x.test/uk/blogs/with-everything#article',
      mainEntityOfPage: 'https://x.test/uk/blogs/with-everything',
      url: 'https://x.test/uk/blogs/with-everything',
      headline: 'Article with-everything',
      description: 'About with-everything.',
      image: [
        'https://x.test/uk/assets/img/hero-abc-16x9.jpg',
        'https://x.test/uk/assets/img/hero-abc-4x3.jpg',
        'https://x.test/uk/assets/img/hero-abc-1x1.jpg',
      ],
      datePublished: '2025-08-01T09:00:00+01:00',
      dateModified: '2025-08-20T12:00:00+01:00',
      articleSection: 'Web Development',
      inLanguage: 'en-GB',
      author: { '@type': 'Person', name: 'Rohan Mehta', url: 'https://x.test/#team-rohan-mehta' },
      publisher: {
        '@type': 'Organization',
        '@id': 'https://x.test/uk#organization',
        name: ukRegion.brand,
        logo: { '@type': 'ImageObject', url: 'https://x.test/uk/images/logo-512.png' },
      },
    });
  });

  it('gives an article without a translation no alternate, and leaves drafts unbuilt', async () => {
    const site = siteOf(indiaRegion);
    expect((await renderSitePage(site, '/blogs/day-1')).otherRegionPath).toBeUndefined();
    expect((await renderSitePage(site, '/blogs/a-draft')).status).toBe(404);
  });

  it('lists the picks on the index, all articles newest first twelve to a page, a page per category', async () => {
    const site = siteOf(indiaRegion);
    const index = (await renderSitePage(site, '/blogs')).appHtml;
    const links = (html: string, list: string) =>
      [
        ...html
          .slice(html.indexOf(`data-blog-cards="${list}"`))
          .split('</ul>')[0]!
          .matchAll(/<h3[^>]*><a href="([^"]+)"/g),
      ].map((m) => m[1]);
    expect(links(index, 'picks')).toEqual(['/blogs/day-14', '/blogs/day-13', '/blogs/day-12']);
    const firstPage = links(index, 'all');
    expect(firstPage).toHaveLength(12);
    expect(firstPage[0]).toBe('/blogs/day-14');
    expect(index).toContain('<span aria-current="page">Page 1</span>');
    expect(index).toContain('<a href="/blogs/page/2">Page 2</a>');
    expect(index).toContain('<a href="/uk/blogs">Based in the UK? Read our UK team’s articles</a>');

    const second = await renderSitePage(site, '/blogs/page/2');
    expect(second.otherRegionPath).toBeUndefined();
    expect(links(second.appHtml, 'all')).toEqual(['/blogs/day-2', '/blogs/day-1', '/blogs/with-everything']);
    expect(second.appHtml).not.toContain('data-blog-cards="picks"');
    expect((await renderSitePage(site, '/blogs/page/3')).status).toBe(404);

    const category = await renderSitePage(site, '/blogs/category/web-development');
    expect(category.title).toBe(`Blog: articles on Web Development | ${indiaRegion.brand}`);
    expect(links(category.appHtml, 'all')).toEqual([
      '/blogs/day-2',
      '/blogs/day-1',
      '/blogs/with-everything',
    ]);
    expect(category.lastmod).toBe('2025-10-02');
    expect(index).toContain('<a href="/blogs/category/seo">SEO (12)</a>');
  });

  it('offers no UK reader link on the UK index', async () => {
    expect((await renderSitePage(siteOf(ukRegion), '/uk/blogs')).appHtml).not.toContain('Read our UK team');
  });
});
