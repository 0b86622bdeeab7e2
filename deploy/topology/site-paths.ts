import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every URL path a built site answers with 200, as a browser requests it:
 * each route (a/b.html -> /a/b, index.html -> the home) and each other file,
 * segments percent-encoded (the route with a space becomes %20).
 */
export function sitePaths(root: string, prefix: '' | '/uk'): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      // Precompressed copies are an encoding of their file, not paths of their own.
      if (/\.(gz|br)$/.test(entry.name) || entry.name === '404.html') continue;
      const rel = relative(root, path).split('\\').join('/');
      const route = rel === 'index.html' ? '' : rel.endsWith('.html') ? rel.slice(0, -'.html'.length) : rel;
      paths.push(`${prefix}/${route.split('/').map(encodeURIComponent).join('/')}`);
    }
  };
  walk(root);
  return paths.sort();
}

/** The build's precompressed copies (x.br, x.gz) by their own names, which must answer 404 like any missing file. */
export function precompressedPaths(root: string, prefix: '' | '/uk'): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(gz|br)$/.test(entry.name)) {
        const rel = relative(root, path).split('\\').join('/');
        paths.push(`${prefix}/${rel.split('/').map(encodeURIComponent).join('/')}`);
      }
    }
  };
  walk(root);
  return paths.sort();
}

/** Paths that must not be pages: each answers the region's 404 page with status 404, or as noted. */
export const edgePaths = [
  '/uk', // the UK home without its slash: 200, no redirect
  '/index', // index.html by its route name: 200 on the gateway
  '/404', // the 404 page by its route name: 200 on the gateway
  '/404.html',
  '/blogs/',
  '/blogs.html',
  '/Blogs',
  '/services/temporary-contract%20staffing',
  '/services/Temporary-Contract+Staffing',
  '/services',
  '/services/',
  '/nope',
  '/uk/nope',
  '/uk/nope/',
  '/uk/index.html',
  '/uk/Blogs',
  '/uk/api/x',
  '/ukx',
  '/.vite/manifest.json',
  '/uk/.vite/manifest.json',
  '/index.html.br',
  '/404.html.gz',
  '/uk/index.html.gz',
  '/assets/nope.js',
  '/uk/assets/',
  '/blogs?utm_source=x',
  '/uk/?utm_source=x',
  '/api',
  '/api/nope',
  '/api/health/live',
  '/api/Ukfrom/Ukcontact',
];
