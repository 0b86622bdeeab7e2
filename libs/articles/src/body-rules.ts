import type { Element, Root, RootContent } from 'hast';
import { defaultSchema } from 'rehype-sanitize';
import type { CollectionProblem } from './collection.ts';
import type { SourceLines } from './source-lines.ts';

// The schemes a link keeps through the sanitiser (render-markdown.ts); any other's href is
// removed, and the page shows a link to nowhere.
const linkSchemes = new Set(defaultSchema.protocols?.href ?? []);
const schemeOf = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
const hostOf = (url: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]+)/i.exec(url)?.[1] ?? url;
const shown = (url: string) => (url.length > 60 ? `${url.slice(0, 57)}...` : url);

function elements(parent: Root | Element): Element[] {
  return parent.children.flatMap((child: RootContent) =>
    child.type === 'element' ? [child, ...elements(child)] : [],
  );
}

/**
 * What a body may not hold, read from the tree as the Markdown wrote it (before
 * the sanitiser quietly removes it), each with its line in the file:
 * - a `#` heading: the title is the page's only h1;
 * - a link whose scheme the sanitiser removes (`javascript:`, `data:`, `vbscript:`...);
 * - an image from another host, or a `data:` (or any scheme's) image: the page
 *   would show a broken image. An image is a file beside the article or a path of the site.
 */
export function bodyProblems(file: string, raw: Root, lines: SourceLines): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  for (const element of elements(raw)) {
    const line = lines.body(element.position?.start.line ?? 1);
    const report = (reason: string) => problems.push({ file, line, field: 'body', reason });
    if (element.tagName === 'h1') report('a level-1 heading (#): the title is the page heading, start at ##');
    const href = element.tagName === 'a' ? element.properties.href : undefined;
    if (typeof href === 'string') {
      const scheme = schemeOf(href);
      if (scheme && !linkSchemes.has(scheme))
        report(
          `link "${shown(href)}": a ${scheme}: link loses its target on the page, leaving a link to nowhere; link to a page of the site (/services/seo) or a web address (https://...)`,
        );
    }
    const src = element.tagName === 'img' ? element.properties.src : undefined;
    if (typeof src !== 'string') continue;
    const scheme = schemeOf(src);
    const beside =
      'put the image beside the article as a JPEG or PNG and name it: ![What it shows](photo.jpg)';
    if (scheme === 'http' || scheme === 'https' || src.startsWith('//'))
      report(
        `image "${shown(src)}" is on another host (${hostOf(src)}): the site's Content-Security-Policy blocks it, so readers see a broken image; ${beside}`,
      );
    else if (scheme)
      report(
        `image "${shown(src)}": a ${scheme}: image is removed from the page, so readers see a broken image; ${beside}`,
      );
  }
  return problems;
}
