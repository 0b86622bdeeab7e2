import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';
import { imageCache, type CacheCount, type ImageCache } from './image-cache.ts';

/**
 * The widths an image is made at, in CSS pixels times density: 400 fits a
 * phone's column at DPR 1 (390 px less the page's padding), 800 the same at
 * DPR 2 and the 42rem prose column on a desktop, 1344 that column at DPR 2.
 * An original narrower than a width is never enlarged: it stops at its own.
 */
export const imageWidths = [400, 800, 1344] as const;

/** The formats made, best first: a browser takes the first `<source>` whose type it knows. */
const formats = [
  {
    ext: 'avif',
    type: 'image/avif',
    settings: 'avif q50 e4',
    encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    settings: 'webp q75',
    encode: (image: Sharp) => image.webp({ quality: 75 }),
  },
] as const;

/**
 * The crops structured data and link previews take, each 1200 px wide (enlarged from a
 * narrower original): Google's 16:9, 4:3 and 1:1 for an article's images, and the 1200x630
 * of Open Graph and Twitter cards. JPEG, which every link preview reads; cut from the centre.
 */
const crops = {
  wide: { label: '16x9', width: 1200, height: 675 },
  standard: { label: '4x3', width: 1200, height: 900 },
  square: { label: '1x1', width: 1200, height: 1200 },
  share: { label: 'share', width: 1200, height: 630 },
} as const;
const cropSettings = 'jpeg q80 mozjpeg cover centre white';

/** A crop's file in a built tree (`assets/img/<name>-<hash>-16x9.jpg`): a made JPEG, never an original. */
export const madeCropPattern = new RegExp(
  `(?:^|/)assets/img/[a-z0-9._-]+-[0-9a-f]{10}-(?:${Object.values(crops)
    .map((crop) => crop.label)
    .join('|')})\\.jpg$`,
);

/** The folder of the tree the made files are served from (under the site's base). */
const folder = 'assets/img';

/** What `import x from './photo.jpg?responsive'` gives: paths from the tree's root, without the base. */
export interface ResponsiveImageModule {
  width: number;
  height: number;
  /** The img's own src, for a browser that reads no `<source>`: the WebP nearest 800 px. */
  src: string;
  sources: { type: string; srcSet: string }[];
  /** Its crops for structured data and link previews, written only where a page names them. */
  crops: Record<keyof typeof crops, { path: string; width: number; height: number }>;
}

interface Made {
  module: ResponsiveImageModule;
  /** `lazy`: written only if a built page names it (a crop: a body image's would go unused). */
  files: { name: string; make: () => Promise<Buffer>; lazy: boolean }[];
}

const query = '?responsive';

/** Encodes once, however often the dev server or the two builds ask. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= make());
}
const raster = /\.(jpe?g|png)$/i;

async function describe(file: string, cache: ImageCache): Promise<Made> {
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
      const make = () =>
        cache.get(bytes, `${format.settings} w${w}`, () =>
          format.encode(sharp(bytes).resize({ width: w })).toBuffer(),
        );
      files.push({ name, make: once(make), lazy: false });
      return { path: `/${folder}/${name}`, w };
    });
    return { type: format.type, candidates };
  });
  const made = Object.fromEntries(
    Object.entries(crops).map(([key, crop]) => {
      const name = `${stem}-${hash}-${crop.label}.jpg`;
      const make = () =>
        cache.get(bytes, `${cropSettings} ${crop.width}x${crop.height}`, () =>
          sharp(bytes)
            .resize({ width: crop.width, height: crop.height, fit: 'cover', position: 'centre' })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer(),
        );
      files.push({ name, make: once(make), lazy: true });
      return [key, { path: `/${folder}/${name}`, width: crop.width, height: crop.height }];
    }),
  ) as ResponsiveImageModule['crops'];
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
      crops: made,
    },
    files,
  };
}

/** What the prerender asks of the plugin once the pages are written (prerender-plugin.ts). */
export interface ResponsiveImagesApi {
  /** Writes each crop a page names (its file name found in `names`) into the tree's image folder. */
  writeNamed(outDir: string, names: ReadonlySet<string>): Promise<void>;
  /** How many encodings this build made and took from the cache. */
  count: CacheCount;
}

/**
 * `import.meta.glob('../*.jpg', { query: '?responsive' })` (an article's hero and
 * body images, beside its Markdown): each JPEG or PNG is made with sharp into
 * AVIF and WebP at `imageWidths`, written to the client tree's `assets/img`,
 * and the import is its size and `<source>` sets. The original itself is
 * never imported as an asset, so it never reaches the built tree. The dev
 * server makes a file when a page asks for it.
 */
export function responsiveImagesPlugin(): Plugin<ResponsiveImagesApi> {
  const made = new Map<string, Promise<Made>>();
  const byName = new Map<string, () => Promise<Buffer>>();
  let outDir = 'dist';
  let cache = imageCache(join('node_modules', '.vite', 'agency-images'));
  const describeOnce = (file: string) => {
    let entry = made.get(file);
    if (!entry) {
      entry = describe(file, cache).then((result) => {
        for (const { name, make } of result.files) byName.set(name, make);
        return result;
      });
      made.set(file, entry);
    }
    return entry;
  };
  const write = async (dir: string, files: Made['files']) => {
    if (files.length === 0) return;
    await mkdir(join(dir, folder), { recursive: true });
    // One at a time: sharp already uses every core for one AVIF.
    for (const { name, make } of files) await writeFile(join(dir, folder, name), await make());
  };
  const api: ResponsiveImagesApi = {
    async writeNamed(dir, names) {
      const all = (await Promise.all(made.values())).flatMap((result) => result.files);
      await write(
        dir,
        all.filter((file) => file.lazy && names.has(file.name)),
      );
    },
    get count() {
      return cache.count;
    },
  };
  return {
    name: 'agency:responsive-images',
    enforce: 'pre',
    api,
    configResolved(config) {
      // The client tree, which the prerender writes the pages into too, as each environment's
      // config names it (the server environment's own outDir is a build intermediate).
      outDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
      // Kept between builds in Vite's own cache folder (node_modules/.vite of the app).
      cache = imageCache(join(config.cacheDir, 'agency-images'));
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
            response.setHeader('Content-Type', `image/${extname(name!).slice(1).replace('jpg', 'jpeg')}`);
            response.end(bytes);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async writeBundle() {
      // Whichever environment imported the images (the server bundle that prerenders the pages),
      // the files go to the client tree, which is served; the server bundle is thrown away. The
      // crops wait for the prerender, which knows which a page names.
      const all = (await Promise.all(made.values())).flatMap((result) => result.files);
      await write(
        outDir,
        all.filter((file) => !file.lazy),
      );
    },
  };
}
