/**
 * The India team's articles: one Markdown file with frontmatter per article, in this folder's
 * parent (docs/content.md). Only site-in depends on this project, so adding an article marks
 * that site and its e2e suite alone. Vite reads the files at build time (and the dev server on
 * every change); @agency/articles validates and renders them, and the site serves each at
 * /blogs/<slug>.
 */
import type { ResponsiveImage } from '@agency/articles';

// Named from the workspace root, so a bad file's message says where it is.
const folder = 'libs/collections/in/articles';

const files = import.meta.glob<string>('../*.md', { query: '?raw', import: 'default', eager: true });

export const articleSources: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([key, text]) => [`${folder}/${key.slice('../'.length)}`, text]),
);

// The JPEGs and PNGs beside the files, made into AVIF and WebP by the sites' build (responsive-images
// in tools/site-build): only what that makes reaches the site, never the original.
const images = import.meta.glob<ResponsiveImage>('../*.{jpg,jpeg,png}', {
  query: '?responsive',
  import: 'default',
  eager: true,
});

export const articleImages: Record<string, ResponsiveImage> = Object.fromEntries(
  Object.entries(images).map(([key, image]) => [`${folder}/${key.slice('../'.length)}`, image]),
);
