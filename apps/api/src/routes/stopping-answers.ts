import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noScriptErrorPage, noScriptMediaType, type ApiError } from '@agency/contract';
import { isApiPath } from '../security/security-headers.ts';
import { regionOfRequest } from '../submissions/region-of-request.ts';
import { formPostLocation } from './no-script-answers.ts';

const stoppingMessage = 'The service is restarting. Please try again in a moment.';

/** A browser posting a form by itself (no JavaScript): answered with a page, never JSON. */
const isBrowserFormPost = (request: FastifyRequest) =>
  request.method === 'POST' &&
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === noScriptMediaType;

/**
 * While the process stops (SIGTERM: requests in flight are finished), an API
 * request that arrives on a connection still open is answered 503 with
 * Retry-After, or for a form posted without JavaScript 303 to the region's
 * "try again" page. A hook after the ones that set the security headers and
 * the request id, so these answers carry them too: Fastify's own
 * `return503OnClosing` wrote its 503 straight to the socket, without them.
 * The sites' static files are still served: they need no database.
 */
export function answerWhileStopping(app: FastifyInstance, siteOrigins: readonly string[]): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!stopping || !isApiPath(request.url)) return done();
    if (isBrowserFormPost(request)) {
      const path = noScriptErrorPage(regionOfRequest(request), 'unavailable');
      void reply
        .code(303)
        .header('Location', formPostLocation(request, siteOrigins, path))
        .send();
      return;
    }
    void reply
      .code(503)
      .header('Retry-After', '5')
      .send({ message: stoppingMessage } satisfies ApiError);
  });
}
