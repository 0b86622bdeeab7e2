import type { Article } from '@agency/articles';
import { blogMeta, type RegionConfig } from '@agency/content';
import { Feed } from 'feed';
import type { UrlOf } from '../seo/structured-data.ts';
import { articlePath, blogIndexPath } from './blog-paths.ts';
import { authorPath } from './blog-posting.ts';
import { feedHtml } from './feed-html.ts';

/** The feeds of a tree's blog, each a file under its /blogs: the formats readers take. */
const formats = [
  { format: 'rss', file: 'blogs/rss.xml', type: 'application/rss+xml', label: 'RSS' },
  { format: 'atom', file: 'blogs/atom.xml', type: 'application/atom+xml', label: 'Atom' },
  { format: 'json', file: 'blogs/feed.json', type: 'application/feed+json', label: 'JSON Feed' },
] as const;

/** How many of the newest articles a feed carries: what a reader fetches on every poll. */
export const feedLength = 20;

/** The feed links every page of a tree carries in its head (`<link rel="alternate">`). */
export function feedLinks(region: RegionConfig): { type: string; title: string; path: string }[] {
  return formats.map(({ file, type, label }) => ({
    type,
    title: `${region.brand} blog (${label})`,
    path: `${region.basename}/${file}`,
  }));
}

/**
 * The tree's feeds, RSS 2.0, Atom and JSON Feed (the `feed` package), of the
 * articles the build publishes (no drafts, nothing dated ahead), newest
 * first, each with its whole body. Given how to make absolute URLs, which
 * the build's configuration decides.
 */
export function blogFeeds(
  region: RegionConfig,
  articles: readonly Article[],
  urlOf: UrlOf,
): { file: string; content: string }[] {
  const base = region.basename;
  const newest = articles.slice(0, feedLength);
  const links = Object.fromEntries(formats.map(({ format, file }) => [format, urlOf(`${base}/${file}`)]));
  const feed = new Feed({
    id: urlOf(`${base}${blogIndexPath}`),
    link: urlOf(`${base}${blogIndexPath}`),
    title: `${region.brand} blog`,
    description: blogMeta[region.id].description,
    language: region.lang,
    image: urlOf(`${base}/images/logo-512.png`),
    favicon: urlOf(`${base}/favicon.svg`),
    copyright: `© ${region.brand}`,
    // The newest change, not the build's time: an unchanged blog gives an unchanged feed.
    ...(newest.length > 0
      ? { updated: new Date(Math.max(...newest.map((article) => Date.parse(article.updated)))) }
      : {}),
    generator: false,
    feedLinks: links,
  });
  for (const article of newest) {
    const link = urlOf(`${base}${articlePath(article.slug)}`);
    feed.addItem({
      id: link,
      link,
      title: article.title,
      description: article.description,
      content: feedHtml(article.body, base, urlOf),
      date: new Date(article.updated),
      published: new Date(article.published),
      author: [{ name: article.author, link: urlOf(authorPath(article.author)) }],
      category: [{ name: article.category }],
      // No hero: the library types an enclosure from its file's extension ('image/svg', 'image/jpg'),
      // which feed validators refuse; the body is the article.
    });
  }
  const render = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
  return formats.map(({ format, file }) => ({ file, content: render[format]() }));
}
