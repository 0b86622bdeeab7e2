import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SiteDirs {
  /** Built India site, served at /. */
  india: string;
  /** Built UK site, served at /uk/. */
  uk: string;
}

// Vite puts content hashes in every file name under assets/, so they never change.
const immutable = 'public, max-age=31536000, immutable';

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * Serves both prerendered sites from one process: a route path is answered
 * with its HTML file ('/a/b' -> a/b.html, case-exact), any other path with
 * the file of that name, and everything else with the region's 404 page and
 * status 404.
 */
export async function serveSites(app: FastifyInstance, dirs: SiteDirs): Promise<void> {
  await app.register(fastifyStatic, { root: dirs.india, serve: false });

  const send = (reply: FastifyReply, root: string, file: string, status = 200) => {
    reply.code(status);
    reply.header('Cache-Control', file.startsWith('assets/') ? immutable : 'no-cache');
    return reply.sendFile(file, root, { cacheControl: false });
  };

  const handle = (root: string, prefix: string) => async (request: { url: string }, reply: FastifyReply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
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
    if (!path.endsWith('/') && isFile(join(root, relative)) && !relative.endsWith('.html'))
      return send(reply, root, relative);
    if (!path.endsWith('/') && isFile(join(root, `${relative}.html`)))
      return send(reply, root, `${relative}.html`);
    return send(reply, root, '404.html', 404);
  };

  app.get('/uk', handle(dirs.uk, '/uk'));
  app.get('/uk/*', handle(dirs.uk, '/uk'));
  app.get('/*', handle(dirs.india, ''));
}
