import { treeToHtml } from '@agency/articles';
import type { Element, Nodes, Root } from 'hast';
import type { UrlOf } from '../seo/structured-data.ts';

/**
 * A body as HTML for a feed, whose reader has no page around it: every path
 * of the site (a link's href, an image's src) made an absolute URL of the
 * article's tree, as the page itself resolves them.
 */
export function feedHtml(tree: Root, basename: string, urlOf: UrlOf): string {
  const absolute = (value: unknown) =>
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
      ? urlOf(`${basename}${value === '/' && basename ? '' : value}`)
      : value;
  const visit = (node: Nodes): Nodes => {
    if (node.type !== 'element' && node.type !== 'root') return node;
    const children = node.children.map((child) => visit(child)) as Element['children'];
    if (node.type === 'root') return { ...node, children };
    // A feed reader shows one image: a picture's own img, whose src every reader can fetch.
    if (node.tagName === 'picture')
      return children.find((child) => child.type === 'element' && child.tagName === 'img') ?? node;
    const properties = { ...node.properties };
    if (node.tagName === 'a') properties.href = absolute(properties.href) as string;
    if (node.tagName === 'img') properties.src = absolute(properties.src) as string;
    return { ...node, properties, children };
  };
  return treeToHtml(visit(tree) as Root);
}
