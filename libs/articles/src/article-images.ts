import type { Element, Root } from 'hast';
import type { ArticleProblem } from './article-problems.ts';

/**
 * A JPEG or PNG beside an article's Markdown as the build made it (the sites'
 * responsive-images Vite plugin): its size, and AVIF and WebP at the widths
 * the layout needs. Paths are from the tree's root, without the site's base.
 */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** The img's own src, for a browser that reads no `<source>`. */
  src: string;
  sources: { type: string; srcSet: string }[];
}

/** An image as a page shows it: a made one has `sources`; an SVG from the public folder has none. */
export interface ArticleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources?: ResponsiveImage['sources'];
}

/** A file name beside the article ('team-at-work.jpg', './team-at-work.jpg'), not a path of the site or a URL. */
export function isBesideFile(src: string): boolean {
  return !/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(src);
}

/** The key of a file beside `articleFile` in a collection's image map: its path from the workspace root. */
export function besidePath(articleFile: string, src: string): string {
  const folder = articleFile.slice(0, articleFile.lastIndexOf('/') + 1);
  return `${folder}${src.replace(/^\.\//, '')}`;
}

/**
 * The body's images that name a file beside the article become a `<picture>`
 * of its AVIF and WebP, with its size (`sizes` and a lazy load are the
 * layout's to add). A name that is not there is a problem: the page would show a hole.
 */
export function pictureBody(
  file: string,
  body: Root,
  images: Readonly<Record<string, ResponsiveImage>>,
): ArticleProblem[] {
  const problems: ArticleProblem[] = [];
  const visit = (parent: Root | Element) => {
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      const src = child.properties.src;
      if (child.tagName !== 'img' || typeof src !== 'string' || !isBesideFile(src)) return visit(child);
      const image = images[besidePath(file, src)];
      if (!image) {
        problems.push({
          file,
          field: 'body',
          reason: `image "${src}": no such JPEG or PNG beside the article`,
        });
        return;
      }
      parent.children[index] = {
        type: 'element',
        tagName: 'picture',
        properties: {},
        children: [
          ...image.sources.map((source): Element => ({
            type: 'element',
            tagName: 'source',
            properties: { type: source.type, srcSet: source.srcSet },
            children: [],
          })),
          {
            ...child,
            properties: { ...child.properties, src: image.src, width: image.width, height: image.height },
          },
        ],
      };
    });
  };
  visit(body);
  return problems;
}

/** The hero as the page shows it: a file beside the article with its made sizes, or an SVG with its written size. */
export function heroImage(
  file: string,
  hero: { src: string; alt: string; width?: number | undefined; height?: number | undefined },
  images: Readonly<Record<string, ResponsiveImage>>,
): ArticleImage | ArticleProblem[] {
  if (!isBesideFile(hero.src)) {
    const missing = (['width', 'height'] as const).filter((key) => hero[key] === undefined);
    if (missing.length > 0)
      return missing.map((key) => ({
        file,
        field: `hero.${key}`,
        reason: 'missing field (an SVG says its size)',
      }));
    return { src: hero.src, alt: hero.alt, width: hero.width!, height: hero.height! };
  }
  const written = (['width', 'height'] as const).filter((key) => hero[key] !== undefined);
  if (written.length > 0)
    return written.map((key) => ({
      file,
      field: `hero.${key}`,
      reason: 'read from the JPEG or PNG itself: remove it',
    }));
  const image = images[besidePath(file, hero.src)];
  if (!image)
    return [{ file, field: 'hero.src', reason: `no such JPEG or PNG beside the article: "${hero.src}"` }];
  return { src: image.src, alt: hero.alt, width: image.width, height: image.height, sources: image.sources };
}
