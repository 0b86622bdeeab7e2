import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '../security/security-headers.ts';

/**
 * What every answer of the staff listener carries, on top of the sites'
 * headers (createFastify sets those first): a CSP that lets the inbox load
 * only its own scripts, styles, images and API (no inline code, no frames
 * but its own CV previews, no other origin), no indexing, no caching of
 * personal data, and the WebAuthn features the sites deny (the sites' Permissions-Policy denies
 * publickey-credentials-get) allowed to this origin alone.
 */
export const staffHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    // A PDF CV's preview, a sandboxed answer of this origin (staff-cv-routes.ts); nothing else.
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'permissions-policy': [
    ...(securityHeaders['permissions-policy'] ?? '')
      .split(', ')
      .filter((entry) => !entry.startsWith('publickey-credentials-get=')),
    'publickey-credentials-create=(self)',
    'publickey-credentials-get=(self)',
  ].join(', '),
};

/**
 * Sets them on every answer. HSTS (one of the sites' headers) only when the
 * inbox's origin is https: on http (development, tests, a first start on
 * localhost) it would tell a browser to reach every port of that host by https.
 */
export function addStaffHeaders(app: FastifyInstance, origin: () => string): void {
  const entries = Object.entries(staffHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!origin().startsWith('https:')) reply.removeHeader('strict-transport-security');
    done(null, payload);
  });
  // Answers made before any hook (a URL that does not decode) set their headers themselves:
  // for those, the header is taken out as the answer's head is written.
  app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (origin().startsWith('https:')) return;
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((...args: unknown[]) => {
      response.removeHeader('strict-transport-security');
      for (const arg of args)
        if (arg && typeof arg === 'object' && !Array.isArray(arg))
          delete (arg as Record<string, unknown>)['strict-transport-security'];
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
  });
}
