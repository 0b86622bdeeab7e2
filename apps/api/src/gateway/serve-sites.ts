import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative as relativePath } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  closedPositionMarker,
  closedPositionsFile,
  positionClosedPages,
  type Region,
} from '@agency/contract';
import { inlineScriptHashes } from './inline-script-hashes.ts';

export interface SiteDirs {
  /** Built India site, served at /. */
  india: string;
  /** Built UK site, served at /uk/. */
  uk: string;
}

/** The build's precompressed copies (tools/prerender/precompress.ts), beside each text file. */
const precompressed = /\.(br|gz)$/;

// Vite puts content hashes in every file name under assets/, so they never change.
const immutable = 'public, max-age=31536000, immutable';

interface SiteIndex {
  /** Every servable file, relative to the root ('index.html', 'assets/x.js'); hidden folders and .br/.gz copies left out. */
  files: Set<string>;
  /** CSP hashes of every inline script in the built HTML, so none needs 'unsafe-inline'. */
  scriptHashes: string[];
  /** The paths of the positions the build found closed, which answer 410 (docs/content.md). */
  closed: Set<string>;
}

/**
 * Reads a built site once at start: a build is immutable while it is served,
 * so requests look files up in memory instead of touching the disk to decide.
 */
function indexSite(root: string): SiteIndex {
  const files = new Set<string>();
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        // x.br and x.gz are encodings of x, sent for x when accepted; never files by their own names.
        // Nor is a closed position's marker, which is nginx's (the list below is the gateway's).
        if (!precompressed.test(entry.name) && !entry.name.endsWith(closedPositionMarker))
          files.add(relativePath(root, path).split('\\').join('/'));
        if (!entry.name.endsWith('.html')) continue;
        for (const hash of inlineScriptHashes(readFileSync(path, 'utf8'))) hashes.add(hash);
      }
    }
  };
  walk(root);
  const closedList = join(root, closedPositionsFile);
  const closed = existsSync(closedList) ? readFileSync(closedList, 'utf8').split('\n').filter(Boolean) : [];
  return { files, scriptHashes: [...hashes].sort(), closed: new Set(closed) };
}

/**
 * The sites' policy: scripts only from the site itself (or a listed inline
 * hash); Emotion's critical CSS is inline, so style-src keeps 'unsafe-inline'
 * (no script runs through it). The map facade loads OpenStreetMap in a frame
 * only after a click.
 */
export function siteContentSecurityPolicy(scriptHashes: string[], otherOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...otherOrigins].join(' '),
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    // Forms post to the API without JavaScript too: to it wherever the pages may call it.
    ['form-action', "'self'", ...otherOrigins].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The closed-position page's file within its tree ('/uk/position-closed' -> 'position-closed.html'). */
function closedPageFile(region: Region): string {
  const page = positionClosedPages[region];
  return `${page.slice(region === 'uk' ? '/uk/'.length : 1)}.html`;
}

/**
 * Serves both prerendered sites from one process: a route path is answered
 * with its HTML file ('/a/b' -> a/b.html, case-exact), any other path with
 * the file of that name, a closed position's path with the region's "this
 * position has closed" page and status 410, and everything else with the
 * region's 404 page and status 404.
 */
export async function serveSites(
  app: FastifyInstance,
  dirs: SiteDirs,
  options: { otherOrigins?: string[] } = {},
): Promise<void> {
  // The build writes x.br and x.gz beside each text file: sent as they are to
  // browsers that accept them (with Vary: Accept-Encoding), never compressed per request.
  await app.register(fastifyStatic, { root: dirs.india, serve: false, preCompressed: true });
  const sites = new Map(
    (
      [
        ['in', dirs.india],
        ['uk', dirs.uk],
      ] as const
    ).map(([region, root]) => {
      const index = indexSite(root);
      return [
        root,
        {
          files: index.files,
          policy: siteContentSecurityPolicy(index.scriptHashes, options.otherOrigins),
          closed: index.closed,
          closedPage: closedPageFile(region),
        },
      ];
    }),
  );

  const send = (reply: FastifyReply, root: string, file: string, status = 200) => {
    reply.code(status);
    reply.header('Content-Security-Policy', sites.get(root)?.policy);
    reply.header('Cache-Control', file.startsWith('assets/') ? immutable : 'no-cache');
    return reply.sendFile(file, root, { cacheControl: false });
  };

  const handle = (root: string, prefix: string) => async (request: { url: string }, reply: FastifyReply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    // An unknown API path is the API's JSON 404, not a page.
    if (rawPath === '/api' || rawPath.startsWith('/api/')) return reply.callNotFound();
    let path: string;
    try {
      path = decodeURIComponent(rawPath.slice(prefix.length)) || '/';
    } catch {
      return send(reply, root, '404.html', 404);
    }
    const segments = path.split('/').filter(Boolean);
    // No hidden files (the build manifest lives in .vite/) and no way out of the root.
    if (segments.some((s) => s.startsWith('.') || s.includes('\0')))
      return send(reply, root, '404.html', 404);
    const relative = segments.join('/');
    if (relative === '') return send(reply, root, 'index.html');
    const files = sites.get(root)?.files;
    if (!path.endsWith('/') && files?.has(relative) && !relative.endsWith('.html'))
      return send(reply, root, relative);
    if (!path.endsWith('/') && files?.has(`${relative}.html`)) return send(reply, root, `${relative}.html`);
    const site = sites.get(root);
    if (site?.closed.has(`${prefix}${path}`)) return send(reply, root, site.closedPage, 410);
    return send(reply, root, '404.html', 404);
  };

  app.get('/uk', handle(dirs.uk, '/uk'));
  app.get('/uk/*', handle(dirs.uk, '/uk'));
  app.get('/*', handle(dirs.india, ''));
}
