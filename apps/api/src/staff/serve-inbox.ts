import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { staffHeaders } from './staff-headers.ts';

/** Where `nx run inbox:build` writes the staff inbox app. */
export const inboxDistDir = join(import.meta.dirname, '../../../inbox/dist');

const mediaTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

// Vite puts content hashes in every file name under assets/, so they never change.
const immutable = 'public, max-age=31536000, immutable';

/** Vite's <meta property="csp-nonce"> (html.cspNonce in apps/inbox/vite.config.ts): its placeholder. */
const nonceMeta = /<meta property="csp-nonce" nonce="([^"]+)">/;

/**
 * The staff CSP with this answer's nonce added to style-src: Emotion adds
 * its styles as <style> elements at run time, each carrying the nonce, and
 * with 'self' alone the browser would drop them. Scripts keep 'self' alone.
 */
function policyWithStyleNonce(nonce: string): string {
  const policy = staffHeaders['content-security-policy'] ?? '';
  return policy.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);
}

/** Every file of the build, read once at start: a build does not change while it is served. */
function readBuild(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile())
        files.set(`/${relative(root, path).split('\\').join('/')}`, readFileSync(path));
    }
  };
  walk(root);
  return files;
}

/**
 * Serves the built inbox on the staff listener: its files by name, and
 * index.html for every other path that is not the API's (the app routes in
 * the browser: /enrol, /leads/<reference>, ...). Each index.html answer gets
 * a fresh nonce for Emotion's styles. Without a build, the listener serves
 * the API alone and says so.
 */
export function serveInbox(app: FastifyInstance, root = inboxDistDir): void {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'the staff inbox is not built (nx run inbox:build): serving its API alone');
    return;
  }
  const files = readBuild(root);
  const page = files.get('/index.html')!.toString('utf8');
  const placeholder = nonceMeta.exec(page)?.[1];
  if (!placeholder) throw new Error(`${root}/index.html has no <meta property="csp-nonce">`);

  const sendPage = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', policyWithStyleNonce(nonce))
      .type(mediaTypes['.html']!)
      .send(page.replaceAll(placeholder, nonce));
  };

  const handler = async (request: { url: string }, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // An unknown API path is the API's JSON 404, not the app.
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    const file = path === '/index.html' ? undefined : files.get(path);
    if (!file) return sendPage(reply);
    if (path.startsWith('/assets/')) reply.header('cache-control', immutable);
    return reply.type(mediaTypes[extname(path)] ?? 'application/octet-stream').send(file);
  };
  app.get('/', handler);
  app.get('/*', handler);
}
