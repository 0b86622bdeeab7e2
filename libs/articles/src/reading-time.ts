import type { Nodes } from 'hast';

/** Words an adult reads on screen per minute, the usual figure for a "5 min read". */
const wordsPerMinute = 200;

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as Nodes)).join(' ') : '';
}

/** Whole minutes to read a body, at least one. */
export function readingMinutes(tree: Nodes): number {
  const words = textOf(tree).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
