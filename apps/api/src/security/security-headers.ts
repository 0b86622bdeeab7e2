import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries, sites and errors included: what helmet sent
 * with this project's options (HSTS for two years with subdomains, no
 * framing, same-origin opener and resources), fixed at start. Helmet built
 * its middleware again on every request, a tenth of a rejected submission's
 * cost; these never change, so they are set as they are. The CSP differs
 * between API and sites, so it is set per path (the API's below, the sites'
 * in serve-sites).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** What an API answer adds: nothing of it may be loaded, framed or cached. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api';

/**
 * Sets the headers when a request arrives, so every answer has them whatever
 * sends it (a route, the error handler, the 404 handler). A callback hook:
 * an async one costs a promise and a microtask turn per request.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const common = Object.entries(securityHeaders);
  const api = Object.entries(apiSecurityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of common) reply.header(name, value);
    if (isApiPath(request.url)) for (const [name, value] of api) reply.header(name, value);
    done();
  });
}
