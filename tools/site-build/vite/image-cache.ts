import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** What an encoding is done by besides its settings: a new sharp or libvips may encode differently. */
const encoder = `sharp ${sharp.versions.sharp ?? ''} vips ${sharp.versions.vips}`;

/** How many encodings a build made, and how many it took from the cache. */
export interface CacheCount {
  encoded: number;
  cached: number;
}

/**
 * Encoded images kept between builds in `dir`, each under the hash of its
 * source's bytes, the settings it was made with (format, quality, size, crop)
 * and the encoder's version: an unchanged photograph is encoded once, whatever
 * else changed, and a changed one (or changed settings) is encoded again.
 * Nothing is ever read back for other bytes or settings, so the cache can be
 * deleted at any time (it is Vite's cache folder, node_modules/.vite).
 */
export function imageCache(dir: string) {
  const count: CacheCount = { encoded: 0, cached: 0 };
  return {
    count,
    async get(source: Buffer, settings: string, encode: () => Promise<Buffer>): Promise<Buffer> {
      const key = createHash('sha256')
        .update(source)
        .update('\0')
        .update(settings)
        .update('\0')
        .update(encoder);
      const file = join(dir, key.digest('hex'));
      const kept = await readFile(file).catch(() => undefined);
      if (kept) {
        count.cached += 1;
        return kept;
      }
      const bytes = await encode();
      count.encoded += 1;
      await mkdir(dir, { recursive: true });
      // Written aside then renamed: a build stopped halfway, or two at once, never leaves half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      return bytes;
    },
  };
}

export type ImageCache = ReturnType<typeof imageCache>;
