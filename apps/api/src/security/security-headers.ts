import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Features no page of the sites uses (nor the OpenStreetMap frame a visitor
 * may open), denied to the pages and everything they embed. Only names
 * Chromium knows: an unknown one is a console error on every page.
 */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Headers every answer carries, sites and errors included: what helmet sent
 * with this project's options (HSTS for two years with subdomains, no
 * framing, same-origin opener and resources), fixed at start, and a
 * Permissions-Policy. Helmet built its middleware again on every request, a
 * tenth of a rejected submission's cost; these never change, so they are set
 * as they are. The CSP differs between API and sites, so it is set per path
 * (the API's below, the sites' in serve-sites).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** What an API answer (and any JSON error) adds: nothing of it may be loaded, framed or cached. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

export const isApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');

const common = Object.entries(securityHeaders);
const api = Object.entries(apiSecurityHeaders);

/** The headers of a JSON error answer, for answers made before or outside a route (bad URL, framework errors). */
export function setJsonErrorHeaders(reply: FastifyReply): void {
  for (const [name, value] of common) reply.header(name, value);
  for (const [name, value] of api) reply.header(name, value);
}

/**
 * Sets the headers when a request arrives, so every answer has them whatever
 * sends it (a route, the error handler, the 404 handler). A callback hook:
 * an async one costs a promise and a microtask turn per request.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of common) reply.header(name, value);
    if (isApiPath(request.url)) for (const [name, value] of api) reply.header(name, value);
    done();
  });
}
