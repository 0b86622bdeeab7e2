import type { FastifyRequest } from 'fastify';

/** The origins the sites are served from: SITE_ORIGINS, or the server's own. */
export function allowedOrigins(configured: readonly string[], request: FastifyRequest): readonly string[] {
  return configured.length > 0 ? configured : [`${request.protocol}://${request.host}`];
}

/**
 * A browser POST from another site is refused. A request without Origin (a
 * server-side client, curl) is allowed unless the browser says it is cross-site.
 */
export function isForeignOrigin(configured: readonly string[], request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !allowedOrigins(configured, request).includes(origin);
  return request.headers['sec-fetch-site'] === 'cross-site';
}
