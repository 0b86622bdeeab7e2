import { treeToHtml, type Article } from '@agency/articles';
import { blogMeta, type RegionConfig } from '@agency/content';
import type { UrlOf } from '../seo/structured-data.ts';
import { articlePath, blogIndexPath } from './blog-paths.ts';
import { authorPath } from './blog-posting.ts';
import { feedHtml } from './feed-html.ts';
import { feedXml, type XmlElement } from './feed-xml.ts';

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

/** What every format says of the blog and of each article, made once. */
interface FeedFacts {
  title: string;
  description: string;
  language: string;
  home: string;
  links: Record<(typeof formats)[number]['format'], string>;
  logo: string;
  favicon: string;
  rights: string;
  /** The newest change, not the build's time: an unchanged blog gives an unchanged feed. */
  updated: string | undefined;
  entries: {
    url: string;
    title: string;
    summary: string;
    html: string;
    published: string;
    updated: string;
    author: { name: string; url: string };
    category: string;
  }[];
}

/** Text as HTML that shows it as typed (hast's serializer escapes it): a summary that mentions `<b>` is not bold. */
const textAsHtml = (text: string) => treeToHtml({ type: 'root', children: [{ type: 'text', value: text }] });

const rfc822 = (dateTime: string) => new Date(dateTime).toUTCString();

// RSS 2.0 with the content and Dublin Core modules: readers show `description` as HTML, so the
// summary, which is text on the page, is escaped into HTML that shows it as typed; the body is
// `content:encoded`; the author is a name (`dc:creator`), as RSS's own `author` wants an email.
function rss(facts: FeedFacts): string {
  const item = (entry: FeedFacts['entries'][number]): XmlElement => ({
    name: 'item',
    children: [
      { name: 'title', text: entry.title },
      { name: 'link', text: entry.url },
      { name: 'guid', attributes: { isPermaLink: 'true' }, text: entry.url },
      { name: 'description', text: textAsHtml(entry.summary) },
      { name: 'content:encoded', text: entry.html },
      { name: 'dc:creator', text: entry.author.name },
      { name: 'pubDate', text: rfc822(entry.published) },
      { name: 'category', text: entry.category },
    ],
  });
  return feedXml(
    {
      name: 'rss',
      attributes: { version: '2.0' },
      children: [
        {
          name: 'channel',
          children: [
            { name: 'title', text: facts.title },
            { name: 'link', text: facts.home },
            { name: 'description', text: textAsHtml(facts.description) },
            { name: 'language', text: facts.language },
            { name: 'copyright', text: facts.rights },
            ...(facts.updated ? [{ name: 'lastBuildDate', text: rfc822(facts.updated) }] : []),
            {
              name: 'image',
              children: [
                { name: 'url', text: facts.logo },
                { name: 'title', text: facts.title },
                { name: 'link', text: facts.home },
              ],
            },
            {
              name: 'atom:link',
              attributes: { href: facts.links.rss, rel: 'self', type: 'application/rss+xml' },
            },
            ...facts.entries.map(item),
          ],
        },
      ],
    },
    {
      atom: 'http://www.w3.org/2005/Atom',
      content: 'http://purl.org/rss/1.0/modules/content/',
      dc: 'http://purl.org/dc/elements/1.1/',
    },
  );
}

// Atom says what each text is: titles and summaries `text`, the body `html`.
function atom(facts: FeedFacts): string {
  const text = (name: string, value: string): XmlElement => ({
    name,
    attributes: { type: 'text' },
    text: value,
  });
  const entry = (item: FeedFacts['entries'][number]): XmlElement => ({
    name: 'entry',
    children: [
      { name: 'id', text: item.url },
      text('title', item.title),
      { name: 'link', attributes: { rel: 'alternate', type: 'text/html', href: item.url } },
      { name: 'published', text: item.published },
      { name: 'updated', text: item.updated },
      {
        name: 'author',
        children: [
          { name: 'name', text: item.author.name },
          { name: 'uri', text: item.author.url },
        ],
      },
      { name: 'category', attributes: { term: item.category } },
      text('summary', item.summary),
      { name: 'content', attributes: { type: 'html' }, text: item.html },
    ],
  });
  return feedXml({
    name: 'feed',
    attributes: { xmlns: 'http://www.w3.org/2005/Atom', 'xml:lang': facts.language },
    children: [
      { name: 'id', text: facts.home },
      text('title', facts.title),
      text('subtitle', facts.description),
      // Atom requires `updated`: an empty blog's is the epoch, never the build's time.
      { name: 'updated', text: facts.updated ?? new Date(0).toISOString() },
      { name: 'link', attributes: { rel: 'alternate', type: 'text/html', href: facts.home } },
      { name: 'link', attributes: { rel: 'self', type: 'application/atom+xml', href: facts.links.atom } },
      { name: 'icon', text: facts.favicon },
      { name: 'logo', text: facts.logo },
      text('rights', facts.rights),
      ...facts.entries.map(entry),
    ],
  });
}

// JSON Feed 1.1: `title` and `summary` are plain text by the format's definition, the body `content_html`.
function jsonFeed(facts: FeedFacts): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: facts.title,
    home_page_url: facts.home,
    feed_url: facts.links.json,
    description: facts.description,
    icon: facts.logo,
    favicon: facts.favicon,
    language: facts.language,
    items: facts.entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      summary: entry.summary,
      content_html: entry.html,
      date_published: entry.published,
      date_modified: entry.updated,
      authors: [entry.author],
      tags: [entry.category],
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/**
 * The tree's feeds, RSS 2.0, Atom and JSON Feed 1.1, of the articles the
 * build publishes (no drafts, nothing dated ahead), newest first, each with
 * its whole body. Given how to make absolute URLs, which the build's
 * configuration decides. Dates keep the zone the article was written in.
 */
export function blogFeeds(
  region: RegionConfig,
  articles: readonly Article[],
  urlOf: UrlOf,
): { file: string; content: string }[] {
  const base = region.basename;
  const newest = articles.slice(0, feedLength);
  const links = Object.fromEntries(
    formats.map(({ format, file }) => [format, urlOf(`${base}/${file}`)]),
  ) as FeedFacts['links'];
  const latest = newest.map((article) => article.updated).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  const facts: FeedFacts = {
    title: `${region.brand} blog`,
    description: blogMeta[region.id].description,
    language: region.lang,
    home: urlOf(`${base}${blogIndexPath}`),
    links,
    logo: urlOf(`${base}/images/logo-512.png`),
    favicon: urlOf(`${base}/favicon.svg`),
    rights: `© ${region.brand}`,
    updated: latest,
    entries: newest.map((article) => ({
      url: urlOf(`${base}${articlePath(article.slug)}`),
      title: article.title,
      summary: article.description,
      html: feedHtml(article.body, base, urlOf),
      published: article.published,
      updated: article.updated,
      author: { name: article.author, url: urlOf(authorPath(article.author)) },
      category: article.category,
    })),
  };
  const render = { rss, atom, json: jsonFeed };
  return formats.map(({ format, file }) => ({ file, content: render[format](facts) }));
}
