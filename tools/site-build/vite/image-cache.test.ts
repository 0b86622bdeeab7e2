import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { imageCache } from './image-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const photo = (red: number) =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: { r: red, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('imageCache', () => {
  it('encodes an image once per source bytes and settings, across builds (a new cache on the same folder)', async () => {
    const source = await photo(200);
    const webp = (width: number) => () => sharp(source).resize({ width }).webp({ quality: 75 }).toBuffer();

    const first = imageCache(dir);
    const made = await first.get(source, 'webp q75 w32', webp(32));
    expect(first.count).toEqual({ encoded: 1, cached: 0 });

    // The next build: nothing changed, nothing is encoded, the bytes are the same.
    const second = imageCache(dir);
    let encodedAgain = false;
    const again = await second.get(source, 'webp q75 w32', async () => {
      encodedAgain = true;
      return Buffer.from('');
    });
    expect(encodedAgain).toBe(false);
    expect(again.equals(made)).toBe(true);
    expect(second.count).toEqual({ encoded: 0, cached: 1 });

    // Other settings, or other bytes under the same settings: encoded anew, and kept beside.
    await second.get(source, 'webp q75 w16', webp(16));
    await second.get(await photo(10), 'webp q75 w32', webp(32));
    expect(second.count).toEqual({ encoded: 2, cached: 1 });
    expect(await readdir(dir)).toHaveLength(3);
  });
});
