import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSites, summaryLine, type Rule, type SiteDist } from './check-sites.ts';
import { editFile, fixtureOrigins, jpegHeader, pngHeader, writeFixtureSite } from './fixture-site.ts';

let sites: SiteDist[];
let india: SiteDist;
let uk: SiteDist;
const service = 'services/Temporary-Contract Staffing.html';

beforeEach(async () => {
  sites = await writeFixtureSite();
  [india, uk] = sites as [SiteDist, SiteDist];
});
afterEach(async () => {
  await rm(dirname(india.dir), { recursive: true, force: true });
});

async function problems() {
  return (await checkSites(sites, fixtureOrigins)).problems;
}

/** The check finds problems of `rule` only, and at least one whose message matches. */
async function expectOnly(rule: Rule, message: RegExp) {
  const found = await problems();
  expect(found.map((p) => p.rule)).toEqual(found.map(() => rule));
  expect(found.map((p) => p.message)).toContainEqual(expect.stringMatching(message));
}

describe('checkSites', () => {
  it('passes the correct fixture and sums up pages, links and problems in one line', async () => {
    const result = await checkSites(sites, fixtureOrigins);
    expect(result.problems).toEqual([]);
    expect(result.pages).toBe(6);
    expect(summaryLine(result)).toMatch(/^seo-check: 6 pages checked, \d+ links checked, 0 problems$/);
    expect(result.links).toBeGreaterThan(30);
  });

  it('checks one tree alone, leaving links and alternates into the other tree to the full check', async () => {
    expect((await checkSites([uk], fixtureOrigins)).problems).toEqual([]);
    await editFile(uk, service, (html) => html.replace('</h1>', '</h1><a href="/uk/Careers">Careers</a>'));
    const result = await checkSites([uk], fixtureOrigins);
    expect(result.pages).toBe(3);
    expect(result.problems.map((p) => p.message)).toEqual(['links to /uk/Careers, which was not built']);
  });

  it('fails a page or structured data showing an email or a number that no region declares', async () => {
    // What changing the UK email in one file of three did: the old address stayed on a page and in the JSON-LD.
    await editFile(uk, 'index.html', (html) =>
      html
        .replace(
          '</h1>',
          '</h1><a href="mailto:old.uk@example.com">Mail us</a><a href="tel:+442079460000">Call</a>',
        )
        .replace('"telephone":"+911204000000"', '"telephone":"+911204000000","email":"old.uk@example.com"'),
    );
    const found = (await problems()).filter((p) => p.rule === 'contact');
    expect(found.map((p) => p.message)).toEqual([
      'structured data publishes the email old.uk@example.com, which no region declares',
      'shows mailto:old.uk@example.com, which no region declares',
      'shows tel:+442079460000, which no region declares',
    ]);
  });

  it('fails a missing title', async () => {
    await editFile(india, service, (html) => html.replace(/<title>.*?<\/title>/, ''));
    await expectOnly('title', /exactly one non-empty title/);
  });

  it('fails a title used by two pages, across the trees', async () => {
    await editFile(uk, service, (html) =>
      html.replace(/<title>.*?<\/title>/, '<title>Temporary staffing in India | Agency</title>'),
    );
    await expectOnly('title', /same title as \/services\/Temporary-Contract Staffing/);
  });

  it('fails a missing description', async () => {
    await editFile(uk, 'index.html', (html) => html.replace(/<meta name="description"[^>]*>/, ''));
    await expectOnly('description', /exactly one non-empty description/);
  });

  it('fails a description used by two pages', async () => {
    await editFile(uk, 'index.html', (html) =>
      html.replace(/(<meta name="description" content=")[^"]*/, '$1All about home for India.'),
    );
    await expectOnly('description', /same description as \//);
  });

  it('fails a canonical that does not point to the page itself', async () => {
    await editFile(uk, service, (html) =>
      html.replace(
        '<link rel="canonical" href="https://agency.test/uk/services/Temporary-Contract%20Staffing">',
        '<link rel="canonical" href="https://agency.test/services/Temporary-Contract%20Staffing">',
      ),
    );
    await expectOnly(
      'canonical',
      /canonical must be exactly one link to https:\/\/agency.test\/uk\/services/,
    );
  });

  it('fails a canonical with the space not encoded', async () => {
    await editFile(india, service, (html) =>
      html.replace(
        'rel="canonical" href="https://agency.test/services/Temporary-Contract%20Staffing"',
        'rel="canonical" href="https://agency.test/services/Temporary-Contract Staffing"',
      ),
    );
    await expectOnly('canonical', /canonical must be/);
  });

  it('fails a 404 page that is indexable or has a canonical', async () => {
    await editFile(uk, '404.html', (html) =>
      html.replace(
        '<meta name="robots" content="noindex">',
        '<link rel="canonical" href="https://agency.test/uk">',
      ),
    );
    const found = await problems();
    expect(found.map((p) => [p.rule, p.where])).toEqual([
      ['noindex', '/uk/404'],
      ['canonical', '/uk/404'],
    ]);
  });

  it('fails an hreflang cluster that is not two-way', async () => {
    await editFile(uk, 'index.html', (html) =>
      html.replace(
        /<link rel="alternate" hreflang="en-IN"[^>]*>/,
        '<link rel="alternate" hreflang="en-IN" href="https://agency.test/services/Temporary-Contract%20Staffing">',
      ),
    );
    const found = await problems();
    expect(found.map((p) => p.rule)).toContain('hreflang');
    expect(found.map((p) => p.message)).toContainEqual(
      expect.stringMatching(/does not link back to https:\/\/agency.test\/uk$/),
    );
  });

  it('fails an invalid hreflang code such as en-UK', async () => {
    for (const file of ['index.html', service])
      for (const site of sites)
        await editFile(site, file, (html) => html.replace('hreflang="en-GB"', 'hreflang="en-UK"'));
    const found = await problems();
    expect(found.map((p) => p.message)).toContainEqual('invalid hreflang code "en-UK"');
    expect(new Set(found.map((p) => p.rule))).toEqual(new Set(['hreflang', 'sitemap']));
  });

  it('fails a page that does not list itself in its cluster', async () => {
    await editFile(uk, service, (html) => html.replace(/<link rel="alternate" hreflang="en-GB"[^>]*>/, ''));
    const found = await problems();
    expect(found.map((p) => p.message)).toContainEqual('does not list itself as hreflang en-GB');
  });

  it('fails JSON-LD that is not valid JSON', async () => {
    await editFile(india, service, (html) => html.replace('{"@context"', '{"@context" "'));
    await expectOnly('json-ld', /not valid JSON/);
  });

  it('fails JSON-LD with an unescaped <', async () => {
    await editFile(india, service, (html) => html.replace('"name":"Temporary staffing"', '"name":"a <b> c"'));
    await expectOnly('json-ld', /unescaped </);
  });

  it('fails JSON-LD missing a required property', async () => {
    await editFile(uk, 'index.html', (html) => html.replace('"postalCode":"201309",', ''));
    await expectOnly('json-ld', /LocalBusiness address has no postalCode/);
  });

  it('fails an internal link to a path that was not built', async () => {
    await editFile(india, 'index.html', (html) =>
      html.replace('>Home</a>', '>Home</a><a href="/ContactUs">Contact</a>'),
    );
    await expectOnly('link', /links to \/ContactUs, which was not built/);
  });

  it('fails a link to the other tree when that page was not built there', async () => {
    await editFile(india, 'index.html', (html) =>
      html.replace('>Home</a>', '>Home</a><a href="https://agency.test/uk/Careers">Careers</a>'),
    );
    await expectOnly('link', /uk\/Careers, which was not built/);
  });

  it('fails a link whose text does not say where it goes, or that a crawler cannot follow', async () => {
    await editFile(uk, 'index.html', (html) =>
      html.replace(
        '>Home</a>',
        '>Home</a><a href="/uk"> Learn\n More </a><a href="javascript:void(0)">Menu</a>',
      ),
    );
    const found = await problems();
    expect(found.map((p) => [p.rule, p.message])).toEqual([
      ['link', 'link text "learn more" does not say where it goes (/uk)'],
      ['link', 'a link with href "javascript:void(0)" cannot be followed by a crawler'],
    ]);
  });

  it('accepts "Learn more" with words for screen readers and crawlers after it', async () => {
    await editFile(uk, 'index.html', (html) =>
      html.replace(
        '>Home</a>',
        '>Home</a><a href="/uk">Learn more<span class="visually-hidden"> about us</span></a>',
      ),
    );
    expect(await problems()).toEqual([]);
  });

  it('fails an image without alt', async () => {
    await editFile(india, 'index.html', (html) =>
      html.replace('</h1>', '</h1><img src="/images/logo.png"><img src="/images/logo.png" alt="">'),
    );
    await expectOnly('image-alt', /image \/images\/logo.png has no alt attribute/);
    expect(await problems()).toHaveLength(1);
  });

  it('fails an image or a feed that was not built', async () => {
    await editFile(india, 'index.html', (html) =>
      html
        .replace(
          '</h1>',
          '</h1><img src="/images/blog/missing.svg" alt=""><img src="/images/logo.png" alt="">',
        )
        .replace(
          '</head>',
          '<link rel="alternate" type="application/rss+xml" href="https://agency.test/blogs/rss.xml"></head>',
        ),
    );
    expect((await problems()).map((p) => [p.rule, p.message])).toEqual([
      ['image', 'shows /images/blog/missing.svg, which was not built'],
      ['link', 'names the feed https://agency.test/blogs/rss.xml, which was not built'],
    ]);
  });

  it('fails a page without exactly one h1', async () => {
    await editFile(uk, service, (html) => html.replace('</h1>', '</h1><h1>Another</h1>'));
    await expectOnly('h1', /has 2 h1 elements/);
  });

  it('fails a page whose html lang is not its region', async () => {
    await editFile(uk, service, (html) => html.replace('<html lang="en-GB">', '<html lang="en-IN">'));
    await expectOnly('lang', /expected en-GB/);
  });

  it('fails a sitemap entry without its alternates', async () => {
    await editFile(uk, 'sitemap.xml', (xml) =>
      xml.replace(/ *<xhtml:link[^>]*hreflang="x-default"[^>]*\/>\n/, ''),
    );
    await expectOnly('sitemap', /alternates that differ from the page's hreflang links/);
  });

  it('fails a built page missing from the sitemap', async () => {
    await editFile(india, 'sitemap.xml', (xml) =>
      xml.replace(/<url>\s*<loc>https:\/\/agency.test\/<\/loc>[\s\S]*?<\/url>/, ''),
    );
    await expectOnly('sitemap', /https:\/\/agency.test\/ is missing from the sitemap/);
  });

  it('fails a sitemap entry without lastmod', async () => {
    await editFile(uk, 'sitemap.xml', (xml) => xml.replace('<lastmod>2026-01-31</lastmod>', ''));
    await expectOnly('sitemap', /no valid lastmod/);
  });

  it('fails a robots.txt that does not name its sitemap', async () => {
    await editFile(uk, 'robots.txt', () => 'User-agent: *\nAllow: /\n');
    await expectOnly('robots', /does not name the sitemap https:\/\/agency.test\/uk\/sitemap.xml/);
  });

  it('fails a share image that is not 1200x630', async () => {
    await writeFile(join(india.dir, 'images/share.png'), pngHeader(800, 600));
    await expectOnly('share-tags', /is 800x600, expected 1200x630/);
  });

  it('fails a page without its Twitter card', async () => {
    await editFile(india, service, (html) => html.replace(/<meta name="twitter:card"[^>]*>/, ''));
    await expectOnly('share-tags', /has no twitter:card/);
  });

  describe('feeds', () => {
    const article = 'https://agency.test/uk/services/Temporary-Contract%20Staffing';
    const rss = (body: string) =>
      '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Blog</title>' +
      '<item><title>First</title><link>https://agency.test/uk</link></item>' +
      `<item><title>Code samples</title><link>${article}</link><description>${body}</description></item>` +
      '</channel></rss>\n';
    async function writeFeed(file: string, type: string, content: string) {
      await mkdir(join(uk.dir, 'blogs'), { recursive: true });
      await writeFile(join(uk.dir, file), content);
      await editFile(uk, 'index.html', (html) =>
        html.replace(
          '<title>',
          `<link rel="alternate" type="${type}" title="Blog" href="https://agency.test/uk/${file}"><title>`,
        ),
      );
    }

    it('reads every feed a page names, and passes one a conforming parser reads', async () => {
      await writeFeed('blogs/rss.xml', 'application/rss+xml', rss('a ]]&gt; b, &lt;b&gt;'));
      expect(await problems()).toEqual([]);
    });

    it('fails a feed no reader can open, naming the article whose entry broke it', async () => {
      // What the feed package wrote for a body with ]]> twice: only the first was escaped.
      await writeFeed(
        'blogs/rss.xml',
        'application/rss+xml',
        rss('<![CDATA[a]]]]><![CDATA[>b then c]]>d]]>'),
      );
      await expectOnly(
        'feed',
        new RegExp(
          `^is not well-formed XML in the entry of the article ${article.replaceAll('.', '\\.')} "Code samples": .*\\]\\]>`,
        ),
      );
      const [problem] = await problems();
      expect(problem!.where).toBe('/uk/blogs/rss.xml');
    });

    it('fails an entry that is not a built page, and a JSON Feed that is not 1.1', async () => {
      await writeFeed(
        'blogs/rss.xml',
        'application/rss+xml',
        rss('x').replace(article, 'https://agency.test/uk/gone'),
      );
      await expectOnly('feed', /^lists https:\/\/agency\.test\/uk\/gone, which is not a built page$/);
      await writeFeed(
        'blogs/feed.json',
        'application/feed+json',
        JSON.stringify({
          version: 'https://jsonfeed.org/version/1',
          items: [{ url: 'https://agency.test/uk' }],
        }),
      );
      expect((await problems()).map((p) => p.message)).toContain(
        'is JSON Feed https://jsonfeed.org/version/1, expected https://jsonfeed.org/version/1.1',
      );
    });
  });

  describe('an article’s images', () => {
    const img = 'https://agency.test/uk/assets/img';
    const posting = (images: string[]) =>
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Staffing',
        image: images,
      })}</script>`;
    /** The UK service page made an article's: og:type article, its hero shown first, its crops built. */
    async function asArticle(share: string, images: string[]) {
      for (const [name, w, h] of [
        ['hero-0123456789-share.jpg', 1200, 630],
        ['hero-0123456789-16x9.jpg', 1200, 675],
        ['hero-0123456789-4x3.jpg', 1200, 900],
        ['hero-0123456789-1x1.jpg', 1200, 1200],
        ['hero-0123456789-small.jpg', 800, 800],
      ] as const) {
        await mkdir(join(uk.dir, 'assets/img'), { recursive: true });
        await writeFile(join(uk.dir, 'assets/img', name), jpegHeader(w, h));
      }
      await writeFile(join(uk.dir, 'assets/img/hero-0123456789-800.webp'), 'webp');
      await editFile(uk, service, (html) =>
        html
          .replace('content="website"', 'content="article"')
          .replaceAll('https://agency.test/uk/images/share.png', share)
          .replace('</head>', `${posting(images)}</head>`)
          .replace(
            '</h1>',
            '</h1><img src="/uk/assets/img/hero-0123456789-800.webp" alt="" fetchpriority="high">',
          ),
      );
    }
    const three = [
      `${img}/hero-0123456789-16x9.jpg`,
      `${img}/hero-0123456789-4x3.jpg`,
      `${img}/hero-0123456789-1x1.jpg`,
    ];

    it('passes an article whose preview is its own hero’s crop and whose BlogPosting has the three ratios', async () => {
      await asArticle(`${img}/hero-0123456789-share.jpg`, three);
      expect(await problems()).toEqual([]);
    });

    it('fails an article whose link preview is the site’s image, not its own hero', async () => {
      await writeFile(join(uk.dir, 'images/share.png'), pngHeader(1200, 630));
      await asArticle('https://agency.test/uk/images/share.png', three);
      await expectOnly(
        'share-tags',
        /^og:image https:\/\/agency\.test\/uk\/images\/share\.png is not a crop of the article's own hero/,
      );
    });

    it('fails a BlogPosting without a square image at least 1200 px wide', async () => {
      await asArticle(`${img}/hero-0123456789-share.jpg`, [
        three[0]!,
        three[1]!,
        `${img}/hero-0123456789-small.jpg`,
      ]);
      const found = (await problems()).map((p) => p.message);
      expect(found).toEqual([
        `BlogPosting image ${img}/hero-0123456789-small.jpg is 800 px wide, under 1200`,
        'BlogPosting has no 1:1 image at least 1200 px wide',
      ]);
    });
  });
});
