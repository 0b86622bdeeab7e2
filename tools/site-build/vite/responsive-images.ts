import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';

/**
 * The widths an image is made at, in CSS pixels times density: 400 fits a
 * phone's column at DPR 1 (390 px less the page's padding), 800 the same at
 * DPR 2 and the 42rem prose column on a desktop, 1344 that column at DPR 2.
 * An original narrower than a width is never enlarged: it stops at its own.
 */
export const imageWidths = [400, 800, 1344] as const;

/** The formats made, best first: a browser takes the first `<source>` whose type it knows. */
const formats = [
  { ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 75 }) },
] as const;

/** The folder of the tree the made files are served from (under the site's base). */
const folder = 'assets/img';

/** What `import x from './photo.jpg?responsive'` gives: paths from the tree's root, without the base. */
export interface ResponsiveImageModule {
  width: number;
  height: number;
  /** The img's own src, for a browser that reads no `<source>`: the WebP nearest 800 px. */
  src: string;
  sources: { type: string; srcSet: string }[];
}

interface Made {
  module: ResponsiveImageModule;
  files: { name: string; make: () => Promise<Buffer> }[];
}

const query = '?responsive';

/** Encodes once, however often the dev server or the two builds ask. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= make());
}
const raster = /\.(jpe?g|png)$/i;

async function describe(file: string): Promise<Made> {
  const bytes = await readFile(file);
  const { width, height } = await sharp(bytes).metadata();
  // Named by their content: a changed original gets new URLs, so a year's cache never serves the old one.
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const stem = basename(file, extname(file)).toLowerCase();
  const widths = [...new Set(imageWidths.map((w) => Math.min(w, width)))];
  const files: Made['files'] = [];
  const sources = formats.map((format) => {
    const candidates = widths.map((w) => {
      const name = `${stem}-${hash}-${w}.${format.ext}`;
      files.push({ name, make: once(() => format.encode(sharp(bytes).resize({ width: w })).toBuffer()) });
      return { path: `/${folder}/${name}`, w };
    });
    return { type: format.type, candidates };
  });
  const webp = sources.find((source) => source.type === 'image/webp')!.candidates;
  const fallback = webp.find((c) => c.w >= 800) ?? webp.at(-1)!;
  return {
    module: {
      width,
      height,
      src: fallback.path,
      sources: sources.map(({ type, candidates }) => ({
        type,
        srcSet: candidates.map((c) => `${c.path} ${c.w}w`).join(', '),
      })),
    },
    files,
  };
}

/**
 * `import.meta.glob('../*.jpg', { query: '?responsive' })` (an article's hero and
 * body images, beside its Markdown): each JPEG or PNG is made with sharp into
 * AVIF and WebP at `imageWidths`, written to the client tree's `assets/img`,
 * and the import is its size and `<source>` sets. The original itself is
 * never imported as an asset, so it never reaches the built tree. The dev
 * server makes a file when a page asks for it.
 */
export function responsiveImagesPlugin(): Plugin {
  const made = new Map<string, Promise<Made>>();
  const byName = new Map<string, () => Promise<Buffer>>();
  let outDir = 'dist';
  const describeOnce = (file: string) => {
    let entry = made.get(file);
    if (!entry) {
      entry = describe(file).then((result) => {
        for (const { name, make } of result.files) byName.set(name, make);
        return result;
      });
      made.set(file, entry);
    }
    return entry;
  };
  return {
    name: 'agency:responsive-images',
    enforce: 'pre',
    configResolved(config) {
      // The client tree, which the prerender writes the pages into too, as each environment's
      // config names it (the server environment's own outDir is a build intermediate).
      outDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    async load(id) {
      if (!id.endsWith(query)) return null;
      const file = id.slice(0, -query.length);
      if (!raster.test(file)) throw new Error(`${file}: only a JPEG or PNG is made responsive`);
      this.addWatchFile(file);
      const { module } = await describeOnce(file);
      return `export default ${JSON.stringify(module)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = (request.url ?? '').split('?')[0]!.split(`/${folder}/`)[1];
        const make = name ? byName.get(name) : undefined;
        if (!make) return next();
        make().then(
          (bytes) => {
            response.setHeader('Content-Type', `image/${extname(name!).slice(1)}`);
            response.end(bytes);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async writeBundle() {
      // Whichever environment imported the images (the server bundle that prerenders the pages),
      // the files go to the client tree, which is served; the server bundle is thrown away.
      const all = (await Promise.all(made.values())).flatMap((result) => result.files);
      if (all.length === 0) return;
      await mkdir(join(outDir, folder), { recursive: true });
      // One at a time: sharp already uses every core for one AVIF.
      for (const { name, make } of all) await writeFile(join(outDir, folder, name), await make());
    },
  };
}
