import { expect, test, type Locator } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { blogIntro, regionConfigs } from '@agency/content';
import type { ShellRegion } from '../../shell/shell-fixtures.ts';

/**
 * The feeds a reader's app finds in a page's head: the type it asks for, the name it shows, the
 * file. JSON Feed needs no parser: plain JSON, checked to be JSON Feed 1 or 1.1 (which readers take alike).
 */
const feeds = [
  { type: 'application/rss+xml', label: 'RSS', file: 'rss.xml', format: 'rss' },
  { type: 'application/atom+xml', label: 'Atom', file: 'atom.xml', format: 'atom' },
  { type: 'application/feed+json', label: 'JSON Feed', file: 'feed.json', format: 'json' },
] as const;

/** An item of a feed as a reader lists it. */
interface FeedEntry {
  url: string | null;
  title: string | null;
}

/** A feed read back as a feed reader reads it: RSS and Atom by a real parser, checked to be that format. */
function entriesOf(format: (typeof feeds)[number]['format'], body: string): FeedEntry[] {
  if (format === 'json') {
    const feed = JSON.parse(body) as { version: string; items: { url?: string; title?: string }[] };
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    return feed.items.map((item) => ({ url: item.url ?? null, title: item.title ?? null }));
  }
  const feed = parseFeed(body);
  expect(feed.meta.type).toBe(format);
  return feed.items.map((item) => ({ url: item.url, title: item.title }));
}

/** Follows the first card's link of a set of article cards; returns the title the card showed. */
async function openFirstCard(cards: Locator): Promise<string> {
  const link = cards.getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = ((await link.textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await link.click();
  return title;
}

/**
 * A reader's way through a tree's blog, in a real browser on the served build: an Editor's Pick
 * from the index, a related article from it, then the feeds its head links to, each read back by
 * a feed parser, the article read among their items with its canonical URL and its title.
 */
export function blogFeedTests({ id, prefix }: ShellRegion) {
  const indexPath = `${prefix}/blogs`;
  const brand = regionConfigs[id].brand;

  test(`${indexPath}: a reader opens an Editor's Pick, follows a related article, and finds it in each feed the page links to`, async ({
    page,
  }) => {
    await page.goto(indexPath);
    const pick = await openFirstCard(page.getByRole('region', { name: blogIntro.picksHeading }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick);
    const pickPath = new URL(page.url()).pathname;
    expect(pickPath).toMatch(new RegExp(`^${indexPath}/[^/]+$`));

    const title = await openFirstCard(page.getByRole('region', { name: blogIntro.relatedHeading }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(new RegExp(`^${indexPath}/[^/]+$`));
    expect(path).not.toBe(pickPath);
    // Feeds carry the build's absolute URLs (its configured origin), the page's canonical one among them.
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    expect(canonical.pathname).toBe(path);

    for (const { type, label, file, format } of feeds) {
      const link = page.locator(`head link[rel="alternate"][type="${type}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('title', `${brand} blog (${label})`);
      const href = new URL((await link.getAttribute('href')) ?? '', page.url());
      expect(href.origin).toBe(canonical.origin);
      expect(href.pathname).toBe(`${indexPath}/${file}`);
      // Fetched from the server under test, which serves the build at another origin.
      const response = await page.request.get(href.pathname);
      expect(response.status(), file).toBe(200);
      const entries = entriesOf(format, await response.text());
      expect(
        entries.find((entry) => entry.url === canonical.href),
        file,
      ).toEqual({
        url: canonical.href,
        title,
      });
    }
  });
}
