import { describe, expect, it } from 'vitest';
import { indiaRegion, ukRegion } from '@agency/content';
import { blogFeeds, feedLinks } from './blog-feeds.ts';
import { readCollection } from './blog-pages.tsx';

const article = (slug: string, published: string, extra = '') => [
  `x/${slug}.md`,
  [
    '---',
    `title: Title of ${slug}`,
    `description: About ${slug}.`,
    'author: Priya Nair',
    `published: ${published}`,
    'category: SEO',
    'hero: { src: /images/blog/local-seo.svg, alt: "", width: 480, height: 270 }',
    extra,
    '---',
    '',
    'Read [the SEO page](/services/seo) and [elsewhere](https://example.org/x).',
    '',
  ].join('\n'),
];

const articles = readCollection(
  {
    sources: Object.fromEntries([
      article('older', '2025-09-01T10:00:00+01:00'),
      article('newer', '2025-10-01T10:00:00+01:00'),
      article('a-draft', '2025-10-02T10:00:00+01:00', 'draft: true'),
    ]),
    includeUnpublished: false,
  },
  new Date('2026-01-01T00:00:00Z'),
);
const urlOf = (path: string) => `https://x.test${path}`;

describe('blogFeeds', () => {
  const files = Object.fromEntries(blogFeeds(ukRegion, articles, urlOf).map((f) => [f.file, f.content]));

  it('writes RSS 2.0, Atom and JSON Feed under the tree’s blog, newest first, drafts left out', () => {
    expect(Object.keys(files)).toEqual(['blogs/rss.xml', 'blogs/atom.xml', 'blogs/feed.json']);
    const json = JSON.parse(files['blogs/feed.json']!) as {
      version: string;
      home_page_url: string;
      items: { id: string; url: string; title: string; content_html: string; date_published: string }[];
    };
    expect(json.version).toBe('https://jsonfeed.org/version/1');
    expect(json.home_page_url).toBe('https://x.test/uk/blogs');
    expect(json.items.map((item) => item.url)).toEqual([
      'https://x.test/uk/blogs/newer',
      'https://x.test/uk/blogs/older',
    ]);
    expect(json.items[0]!.date_published).toBe('2025-10-01T09:00:00.000Z');
    expect(files['blogs/rss.xml']).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2.0"/);
    expect(files['blogs/rss.xml']).toContain('<link>https://x.test/uk/blogs/newer</link>');
    expect(files['blogs/rss.xml']).not.toContain('a-draft');
    expect(files['blogs/rss.xml']).not.toContain('<enclosure');
    expect(files['blogs/atom.xml']).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(files['blogs/atom.xml']).toContain('<link rel="self" href="https://x.test/uk/blogs/atom.xml"/>');
  });

  it('carries each body with the site’s paths made absolute URLs of the article’s tree', () => {
    const json = JSON.parse(files['blogs/feed.json']!) as { items: { content_html: string }[] };
    expect(json.items[0]!.content_html).toBe(
      '<p>Read <a href="https://x.test/uk/services/seo">the SEO page</a> and <a href="https://example.org/x">elsewhere</a>.</p>',
    );
  });

  it('links every page to the three feeds of its own tree', () => {
    expect(feedLinks(indiaRegion).map((link) => [link.type, link.path])).toEqual([
      ['application/rss+xml', '/blogs/rss.xml'],
      ['application/atom+xml', '/blogs/atom.xml'],
      ['application/feed+json', '/blogs/feed.json'],
    ]);
    expect(feedLinks(ukRegion)[0]!.path).toBe('/uk/blogs/rss.xml');
  });
});
