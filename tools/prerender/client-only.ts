import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { routeTable } from '../../libs/content/src/routes.ts';
import { outputFileFor } from './prerender-site.ts';

/** `PRERENDER=off vite build`: the client bundle alone, for measuring what prerendering buys. */
export const clientOnlyRequested = () => process.env.PRERENDER === 'off';

/** Where a client-only build goes, so it never replaces the real `dist`. */
export const clientOnlyOutDir = 'dist-client-only';

/** The built index.html with its placeholders gone: an empty head slot and an empty `#root`. */
export function clientOnlyShell(template: string): string {
  if (!template.includes('<!--app-html-->')) throw new Error('index.html has no <!--app-html--> placeholder');
  return template.replace('<!--app-head-->', '').replace('<!--app-html-->', '');
}

/**
 * Writes the empty shell as index.html and as the file of every route and the
 * 404 page. The production server answers a route path with that file, so it
 * serves every route the same shell with status 200: the SPA fallback of a
 * client-rendered site, from the same server and headers as the real build.
 */
export async function writeClientOnlyShells(outDir: string): Promise<string[]> {
  const shell = clientOnlyShell(await readFile(join(outDir, 'index.html'), 'utf8'));
  const files = [...routeTable.map(({ path }) => outputFileFor(path)), '404.html'];
  for (const file of files) {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, shell);
  }
  return files;
}
