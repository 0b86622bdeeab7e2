import { SaxesParser } from 'saxes';

/** The feed formats a page's head may name, by the type of its `<link rel="alternate">`. */
export const feedFormats = {
  'application/rss+xml': { root: 'rss', entry: 'item' },
  'application/atom+xml': { root: 'feed', entry: 'entry' },
  'application/feed+json': undefined,
} as const;
export type FeedType = keyof typeof feedFormats;

export const isFeedType = (type: string): type is FeedType => type in feedFormats;

/** What a feed says of itself: each entry's link, and what is wrong with it. */
export interface FeedReading {
  links: string[];
  problems: string[];
}

/** An entry as far as the parser has read it: its link and title, which name the article. */
interface Entry {
  link: string;
  title: string;
}

const named = (entry: Entry | undefined) =>
  entry
    ? `in the entry of the article ${entry.link || '(no link yet)'}${entry.title ? ` "${entry.title}"` : ''}`
    : 'outside any entry';

/**
 * An RSS or Atom feed read by saxes, a conforming XML parser that stops at
 * the first thing not well-formed (a `]]>` in text, a control character, a
 * tag left open): the error with its line and column and the article whose
 * entry it is in, so a feed no reader could open fails the build naming the
 * article that broke it.
 */
function readXmlFeed(text: string, format: { root: string; entry: string }): FeedReading {
  const parser = new SaxesParser({ position: true });
  const links: string[] = [];
  const problems: string[] = [];
  const open: string[] = [];
  let entry: Entry | undefined;
  let textOf: 'link' | 'title' | undefined;
  let entryDepth = 0;
  parser.on('opentag', (tag) => {
    if (open.length === 0 && tag.name !== format.root)
      problems.push(`its root is <${tag.name}>, expected <${format.root}>`);
    open.push(tag.name);
    if (tag.name === format.entry) {
      entry = { link: '', title: '' };
      entryDepth = open.length;
    } else if (entry && open.length === entryDepth + 1) {
      // A direct child of the entry: its link (RSS's text, Atom's alternate href) and title.
      if (tag.name === 'link' && format.root === 'feed') {
        if (String(tag.attributes.rel ?? 'alternate') === 'alternate')
          entry.link = String(tag.attributes.href ?? '');
      } else if (tag.name === 'link' || tag.name === 'title') textOf = tag.name;
    }
  });
  parser.on('text', (value) => {
    if (entry && textOf) entry[textOf] += value;
  });
  parser.on('closetag', (tag) => {
    open.pop();
    textOf = undefined;
    if (tag.name === format.entry && entry) {
      links.push(entry.link.trim());
      entry = undefined;
    }
  });
  let failed = false;
  parser.on('error', (error) => {
    if (failed) return;
    failed = true;
    problems.push(
      `is not well-formed XML ${named(entry && { link: entry.link.trim(), title: entry.title.trim() })}: ${error.message}`,
    );
  });
  try {
    parser.write(text).close();
  } catch {
    // saxes throws after reporting an error it cannot go on from; the report is what counts.
  }
  return { links, problems };
}

/** A JSON Feed: JSON, version 1.1, every item with its url. */
function readJsonFeed(text: string): FeedReading {
  let feed: unknown;
  try {
    feed = JSON.parse(text);
  } catch (error) {
    return { links: [], problems: [`is not JSON: ${(error as Error).message}`] };
  }
  const { version, items } = (feed ?? {}) as { version?: unknown; items?: unknown };
  const problems: string[] = [];
  if (version !== 'https://jsonfeed.org/version/1.1')
    problems.push(`is JSON Feed ${String(version)}, expected https://jsonfeed.org/version/1.1`);
  const list = Array.isArray(items) ? (items as { url?: unknown; title?: unknown }[]) : [];
  if (!Array.isArray(items)) problems.push('has no items');
  list.forEach((item, index) => {
    if (typeof item.url !== 'string') problems.push(`item ${index + 1} ("${String(item.title)}") has no url`);
  });
  return { links: list.flatMap((item) => (typeof item.url === 'string' ? [item.url] : [])), problems };
}

/** A feed file of the built tree, as its type names it: its entries' links and its problems. */
export function readFeed(type: FeedType, text: string): FeedReading {
  const format = feedFormats[type];
  return format ? readXmlFeed(text, format) : readJsonFeed(text);
}
