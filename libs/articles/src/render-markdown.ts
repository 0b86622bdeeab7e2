import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Markdown with GitHub's extensions (tables, strikethrough, autolinks) to an
// HTML tree. remark-rehype drops raw HTML, and rehype-sanitize then keeps only
// GitHub's allow-list of elements and attributes (no script, no style, no
// event handler, no javascript: URL), so a file can add nothing but text,
// links and images to a page, whoever wrote it.
const toRawTree = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
const sanitize = unified().use(rehypeSanitize);

/**
 * An article's Markdown body as HTML trees (hast), each node with its line in
 * the body: `raw` as the Markdown wrote it, before the sanitiser removed what a
 * page may not carry (what the collections' checks read, to refuse a link the
 * sanitiser would empty), and `tree`, sanitised, what the page shows.
 */
export function markdownToTrees(markdown: string): { raw: Root; tree: Root } {
  const raw = toRawTree.runSync(toRawTree.parse(markdown));
  // The sanitiser makes a new tree (hast-util-sanitize), so `raw` stays as the Markdown wrote it.
  return { raw, tree: sanitize.runSync(raw) };
}

/** An article's Markdown body as a sanitised HTML tree (hast). */
export function markdownToTree(markdown: string): Root {
  return markdownToTrees(markdown).tree;
}

const toHtml = unified().use(rehypeStringify);

/** A tree from `markdownToTree` as HTML text (for the feeds, which carry the body as HTML). */
export function treeToHtml(tree: Root): string {
  return toHtml.stringify(tree);
}
