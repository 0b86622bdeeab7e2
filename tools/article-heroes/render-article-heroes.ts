import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

/**
 * Renders the seed articles' heroes as JPEGs beside their Markdown, from the
 * blog illustrations drawn in this repo (libs/content/public/images/blog), so
 * the seed content exercises the build's raster path (tools/site-build's
 * responsive-images). Run once: `node tools/article-heroes/render-article-heroes.ts`;
 * the JPEGs are committed. Each is 1344 px wide, the largest width the build
 * makes, so no hero is made from a smaller original than a page can ask for.
 */
const root = resolve(import.meta.dirname, '../..');
const drawings = join(root, 'libs/content/public/images/blog');

// Which illustration an article's hero is drawn from: by the topic its slug names.
const drawingFor = (slug: string) =>
  /seo/.test(slug)
    ? 'local-seo.svg'
    : /hiring|staffing/.test(slug)
      ? 'hiring-developers.svg'
      : /ppc|ads/.test(slug)
        ? 'paid-ads.svg'
        : 'fast-website.svg';

const width = 1344;
for (const region of ['in', 'uk']) {
  const folder = join(root, 'libs/collections', region, 'articles');
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.md'))) {
    const slug = file.replace(/\.md$/, '');
    const svg = await readFile(join(drawings, drawingFor(slug)));
    const jpeg = await sharp(svg, { density: 72 * (width / 480) })
      .resize({ width })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer();
    await writeFile(join(folder, `${slug}.jpg`), jpeg);
    console.log(`${region}/${slug}.jpg ${jpeg.length} bytes`);
  }
}
