// Writes x.gz and x.br beside each text file of a built site, as the last
// step of its build, so the Node gateway (@fastify/static preCompressed),
// nginx (gzip_static, brotli_static) or a CDN send them without compressing
// on every request, at the highest levels, which are too slow per request.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Compresses every compressible file under `root` (hidden folders such as
 * .vite/ left out, as they are never served). A compressed copy that is not
 * smaller is not written; nginx then sends the file itself. Each copy gets
 * the original's modification time, so Last-Modified is the same whichever
 * is sent.
 */
export function precompressDir(root: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) {
        const data = readFileSync(path);
        const { mtime } = statSync(path);
        const gzip = gzipSync(data, { level: 9 });
        const brotli = brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        result.files += 1;
        result.bytes += data.length;
        for (const [suffix, compressed] of [
          ['.gz', gzip],
          ['.br', brotli],
        ] as const) {
          if (compressed.length >= data.length) continue;
          writeFileSync(path + suffix, compressed);
          utimesSync(path + suffix, mtime, mtime);
          if (suffix === '.gz') result.gzipBytes += compressed.length;
          else result.brotliBytes += compressed.length;
        }
      }
    }
  };
  walk(root);
  return result;
}
