import type { Element, Root } from 'hast';
import type { CollectionFile, CollectionProblem } from './collection.ts';
import type { SourceLines } from './source-lines.ts';

/**
 * The narrowest hero a published article may have: the widest candidate the page asks
 * for (the 42rem column at DPR 2, tools/site-build's imageWidths), so no screen gets an
 * enlarged photograph.
 */
export const heroMinWidth = 1344;

/** A crop of an image, made at build: a path of the tree and its size. */
export interface ImageCrop {
  path: string;
  width: number;
  height: number;
}

/**
 * The crops of an image that structured data and link previews ask for, each 1200 px
 * wide: Google's three aspect ratios for an article's images (16:9, 4:3, 1:1), and the
 * 1200x630 image Open Graph and Twitter cards show.
 */
export interface ImageCrops {
  wide: ImageCrop;
  standard: ImageCrop;
  square: ImageCrop;
  share: ImageCrop;
}

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
  /** Its crops (absent where only its size was read: the content check). */
  crops?: ImageCrops;
}

/** An image as a page shows it: a made one has `sources`; an SVG from the public folder has none. */
export interface ArticleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources?: ResponsiveImage['sources'];
  crops?: ImageCrops;
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
  lines: SourceLines,
): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  const visit = (parent: Root | Element) => {
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      const src = child.properties.src;
      if (child.tagName !== 'img' || typeof src !== 'string' || !isBesideFile(src)) return visit(child);
      const image = images[besidePath(file, src)];
      if (!image) {
        problems.push({
          file,
          line: lines.body(child.position?.start.line ?? 1),
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

/**
 * The hero as the page shows it: a JPEG or PNG beside the article, at least
 * `heroMinWidth` wide, with its made sizes and crops; or, in a draft only, an
 * SVG of the public folder with its written size (the generator's stand-in
 * until the photograph is added: an SVG has no crops for a link preview).
 */
export function heroImage(
  file: string,
  hero: { src: string; alt: string; width?: number | undefined; height?: number | undefined },
  images: Readonly<Record<string, ResponsiveImage>>,
  { problem, draft }: Pick<CollectionFile<unknown>, 'problem'> & { draft: boolean },
): ArticleImage | CollectionProblem[] {
  if (!isBesideFile(hero.src)) {
    if (!draft)
      return [
        problem(
          'hero.src',
          `an SVG stands in for the hero in a draft only: put the photograph beside the article as a JPEG or PNG at least ${heroMinWidth} px wide and name it (src: photo.jpg)`,
        ),
      ];
    const missing = (['width', 'height'] as const).filter((key) => hero[key] === undefined);
    if (missing.length > 0)
      return missing.map((key) => problem(`hero.${key}`, 'missing field (an SVG says its size)'));
    return { src: hero.src, alt: hero.alt, width: hero.width!, height: hero.height! };
  }
  const written = (['width', 'height'] as const).filter((key) => hero[key] !== undefined);
  if (written.length > 0)
    return written.map((key) => problem(`hero.${key}`, 'read from the JPEG or PNG itself: remove it'));
  const image = images[besidePath(file, hero.src)];
  if (!image) return [problem('hero.src', `no such JPEG or PNG beside the article: "${hero.src}"`)];
  if (image.width < heroMinWidth)
    return [
      problem(
        'hero.src',
        `"${hero.src}" is ${image.width} px wide: a hero must be at least ${heroMinWidth} px wide, the widest the page shows it`,
      ),
    ];
  return {
    src: image.src,
    alt: hero.alt,
    width: image.width,
    height: image.height,
    sources: image.sources,
    ...(image.crops ? { crops: image.crops } : {}),
  };
}
