// Writes x.gz and x.br beside each text file of a built site, as the last
// step of its build, so the Node gateway (@fastify/static preCompressed),
// nginx (gzip_static, brotli_static) or a CDN send them without compressing
// on every request, at levels too slow to use per request.
import { readdirSync } from 'node:fs';
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
const brotliAsync = promisify(brotliCompress);

/**
 * One below brotli's highest: measured on 60 article pages of 40 KiB, 11 made
 * 7.56 KiB in 140 ms a page and 10 made 7.73 KiB (2% more) in 64 ms, so a site
 * of a thousand articles compresses in half the time for 0.2 KiB a page
 * (docs/performance.md, the content bench).
 */
const brotliQuality = 10;
const gzipAsync = promisify(gzip);

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function compressibleFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...compressibleFiles(path));
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) files.push(path);
  }
  return files;
}

async function precompressFile(path: string, result: PrecompressResult): Promise<void> {
  const data = await readFile(path);
  const { mtime } = await stat(path);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(data, { level: 9 }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  result.files += 1;
  result.bytes += data.length;
  for (const [suffix, compressed] of [
    ['.gz', gzipped],
    ['.br', brotli],
  ] as const) {
    if (compressed.length >= data.length) continue;
    await writeFile(path + suffix, compressed);
    await utimes(path + suffix, mtime, mtime);
    if (suffix === '.gz') result.gzipBytes += compressed.length;
    else result.brotliBytes += compressed.length;
  }
}

/**
 * Compresses every compressible file under `root` (hidden folders such as
 * .vite/ left out, as they are never served). A compressed copy that is not
 * smaller is not written; nginx then sends the file itself. Each copy gets
 * the original's modification time, so Last-Modified is the same whichever
 * is sent. zlib's asynchronous calls run on libuv's thread pool, as many
 * files at a time as the machine has cores: brotli is the slowest step of a
 * build with many articles, and one file after another left all cores but
 * one idle (docs/performance.md).
 */
export async function precompressDir(root: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const queue = compressibleFiles(root);
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) await precompressFile(path, result);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return result;
}
