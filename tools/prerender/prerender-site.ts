import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillTemplate } from './html-page.ts';
import { pageChunkFiles, type Manifest } from './manifest.ts';

/** What an app's server entry (src/entry-server.tsx) exports. */
export interface ServerEntry {
  /** Route paths the app has pages for, relative to its base ('/', '/ContactUs', ...). */
  prerenderPaths: string[];
  /** A path no route matches: renders the 404 page. */
  notFoundPath: string;
  render(pathname: string): Promise<{
    appHtml: string;
    styleTags: string;
    pageFile: string | undefined;
    title: string;
    description: string;
  }>;
}

/** The file a route path is written to: '/' -> index.html, '/a/b' -> a/b.html. */
export function outputFileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`;
}

export async function prerenderSite(options: {
  clientOutDir: string;
  serverEntryFile: string;
  base: string;
}) {
  const { clientOutDir, base } = options;
  const template = await readFile(join(clientOutDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(clientOutDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(options.serverEntryFile).href)) as ServerEntry;
  const basePath = base.replace(/\/$/, '');

  const pages = [
    ...entry.prerenderPaths.map((path) => ({ path, file: outputFileFor(path) })),
    { path: entry.notFoundPath, file: '404.html' },
  ];
  for (const { path, file } of pages) {
    // The browser sends paths URL-encoded (a space as %20), so render them that way.
    const page = await entry.render(encodeURI(`${basePath}${path === '/' && basePath ? '' : path}`));
    const modulePreloads = page.pageFile
      ? pageChunkFiles(manifest, page.pageFile).map((f) => `${base}${f}`)
      : [];
    const html = fillTemplate(template, { ...page, modulePreloads }, page.appHtml);
    const target = join(clientOutDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
  }
  console.log(`prerendered ${pages.length} pages into ${clientOutDir}`);
}
