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

export function addStaffHeaders(app: FastifyInstance): void {
  const entries = Object.entries(staffHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    done();
  });
}
