import type { ResponsiveImage } from './article-images.ts';

/** A valid article file, with fields replaced or removed (undefined) as a test needs. */
export function articleFile(
  fields: Record<string, string | undefined> = {},
  body = 'A paragraph.\n',
): string {
  const all: Record<string, string | undefined> = {
    title: 'Five fixes for a slow website',
    description: 'What made our clients’ sites fast.',
    author: 'Rohan Mehta',
    published: '2025-09-18T09:30:00+05:30',
    category: 'Web Development',
    hero: '\n  src: hero.jpg\n  alt: ""',
    ...fields,
  };
  const yaml = Object.entries(all)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}`;
}

/** What the sites' build makes of a JPEG beside the Markdown (tools/site-build's responsive-images). */
export function madeImage(stem: string, width = 1344, height = 756): ResponsiveImage {
  const crop = (name: string, h: number) => ({
    path: `/assets/img/${stem}-abc-${name}.jpg`,
    width: 1200,
    height: h,
  });
  return {
    width,
    height,
    src: `/assets/img/${stem}-abc-800.webp`,
    sources: [
      {
        type: 'image/avif',
        srcSet: `/assets/img/${stem}-abc-400.avif 400w, /assets/img/${stem}-abc-800.avif 800w`,
      },
      {
        type: 'image/webp',
        srcSet: `/assets/img/${stem}-abc-400.webp 400w, /assets/img/${stem}-abc-800.webp 800w`,
      },
    ],
    crops: {
      wide: crop('16x9', 675),
      standard: crop('4x3', 900),
      square: crop('1x1', 1200),
      share: crop('share', 630),
    },
  };
}

/** The default hero (`hero.jpg`) as made beside the files of `folder`. */
export const heroBeside = (folder: string): Record<string, ResponsiveImage> => ({
  [`${folder}/hero.jpg`]: madeImage('hero'),
});

export const team = ['Rohan Mehta', 'Priya Nair'];

export const build = {
  authors: team,
  includeUnpublished: false,
  now: new Date('2026-01-01T00:00:00Z'),
  images: heroBeside('libs/collections/uk/articles'),
};
