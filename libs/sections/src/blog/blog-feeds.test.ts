import { describe, expect, it } from 'vitest';
import type { ResponsiveImage } from '@agency/articles';
import { indiaRegion, ukRegion } from '@agency/content';
import { blogFeeds, feedLinks } from './blog-feeds.ts';
import { readCollection } from './blog-pages.tsx';
import { all, one, parseXml } from './xml-tree-fixture.ts';

const hero: ResponsiveImage = { width: 1344, height: 756, src: '/assets/img/hero-800.webp', sources: [] };

const article = (slug: string, published: string, extra: string[] = [], body?: string) => [
  `x/${slug}.md`,
  [
    '---',
    `title: Title of ${slug}`,
    `description: About ${slug}.`,
    'author: Priya Nair',
    `published: ${published}`,
    'category: SEO',
    'hero: { src: hero.jpg, alt: "" }',
    ...extra,
    '---',
    '',
    body ?? 'Read [the SEO page](/services/seo) and [elsewhere](https://example.org/x).',
    '',
  ].join('\n'),
];

const now = new Date('2026-01-01T00:00:00Z');
const urlOf = (path: string) => `https://x.test${path}`;
const feedsOf = (sources: Record<string, string>) =>
  Object.fromEntries(
    blogFeeds(
      ukRegion,
      readCollection({ sources, images: { 'x/hero.jpg': hero }, includeUnpublished: false }, now),
      urlOf,
    ).map((f) => [f.file, f.content]),
  );

interface JsonFeed {
  version: string;
  home_page_url: string;
  items: {
    url: string;
    title: string;
    summary: string;
    content_html: string;
    date_published: string;
    authors: { name: string; url: string }[];
  }[];
}

describe('blogFeeds', () => {
  const files = feedsOf(
    Object.fromEntries([
      article('older', '2025-09-01T10:00:00+01:00'),
      article('newer', '2025-10-01T10:00:00+01:00'),
      article('a-draft', '2025-10-02T10:00:00+01:00', ['draft: true']),
    ]),
  );

  it('writes RSS 2.0, Atom and JSON Feed 1.1 under the tree’s blog, newest first, drafts left out', () => {
    expect(Object.keys(files)).toEqual(['blogs/rss.xml', 'blogs/atom.xml', 'blogs/feed.json']);
    const json = JSON.parse(files['blogs/feed.json']!) as JsonFeed;
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.home_page_url).toBe('https://x.test/uk/blogs');
    expect(json.items.map((item) => item.url)).toEqual([
      'https://x.test/uk/blogs/newer',
      'https://x.test/uk/blogs/older',
    ]);
    expect(json.items[0]!.date_published).toBe('2025-10-01T10:00:00+01:00');
    expect(json.items[0]!.authors).toEqual([{ name: 'Priya Nair', url: 'https://x.test/#team-priya-nair' }]);

    const rss = parseXml(files['blogs/rss.xml']!);
    expect(rss.attributes.version).toBe('2.0');
    const items = all(one(rss, 'channel'), 'item');
    expect(items.map((item) => one(item, 'link').text)).toEqual([
      'https://x.test/uk/blogs/newer',
      'https://x.test/uk/blogs/older',
    ]);
    // The author by name, as Dublin Core says it: RSS's own author element wants an email.
    expect(one(items[0]!, 'dc:creator').text).toBe('Priya Nair');
    expect(all(items[0]!, 'author')).toEqual([]);
    expect(one(items[0]!, 'pubDate').text).toBe('Wed, 01 Oct 2025 09:00:00 GMT');
    expect(files['blogs/rss.xml']).not.toContain('a-draft');

    const atom = parseXml(files['blogs/atom.xml']!);
    expect(atom.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(all(atom, 'link').map((link) => link.attributes.href)).toContain(
      'https://x.test/uk/blogs/atom.xml',
    );
    expect(all(atom, 'entry').map((entry) => one(entry, 'id').text)).toEqual([
      'https://x.test/uk/blogs/newer',
      'https://x.test/uk/blogs/older',
    ]);
  });

  it('carries each body with the site’s paths made absolute URLs of the article’s tree', () => {
    const json = JSON.parse(files['blogs/feed.json']!) as JsonFeed;
    expect(json.items[0]!.content_html).toBe(
      '<p>Read <a href="https://x.test/uk/services/seo">the SEO page</a> and <a href="https://example.org/x">elsewhere</a>.</p>',
    );
  });

  it('stays well-formed XML whatever an article says: ]]> twice, markup in a title, control characters', () => {
    const body = 'Code: `a]]>b` and again `c]]>d`, then ]]> in prose.\n\nA bell\u0007 and a form feed\u000C.';
    const feeds = feedsOf(
      Object.fromEntries([
        article('tricky', '2025-10-01T10:00:00+01:00', [], body).map((text, index) =>
          index === 0
            ? text
            : text
                .replace('title: Title of tricky', 'title: "Why <b>bold</b> & ]]> break feeds\\u0001"')
                .replace('description: About tricky.', 'description: "Use <em> wisely & <script>x</script>"'),
        ),
      ]),
    );
    const title = 'Why <b>bold</b> & ]]> break feeds';
    const summary = 'Use <em> wisely & <script>x</script>';

    // Each parses with a conforming parser, and the texts come back as typed, control character dropped.
    const [item] = all(one(parseXml(feeds['blogs/rss.xml']!), 'channel'), 'item');
    expect(one(item!, 'title').text).toBe(title);
    // A reader renders `description` as HTML: it is the summary escaped, so the reader shows it as typed.
    expect(one(item!, 'description').text).toBe('Use &#x3C;em> wisely &#x26; &#x3C;script>x&#x3C;/script>');
    const content = one(item!, 'content:encoded').text;
    expect(content).toContain('<code>a]]>b</code>');
    expect(content).toContain('<code>c]]>d</code>');
    expect(content).toContain('then ]]> in prose');
    expect(content).toContain('A bell and a form feed.');

    const [entry] = all(parseXml(feeds['blogs/atom.xml']!), 'entry');
    expect(one(entry!, 'title')).toMatchObject({ attributes: { type: 'text' }, text: title });
    expect(one(entry!, 'summary')).toMatchObject({ attributes: { type: 'text' }, text: summary });
    expect(one(entry!, 'content').attributes.type).toBe('html');
    expect(one(entry!, 'content').text).toBe(content);

    const json = JSON.parse(feeds['blogs/feed.json']!) as JsonFeed;
    expect(json.items[0]).toMatchObject({ title: `${title}\u0001`, summary });
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
