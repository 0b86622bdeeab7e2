import type { FastifyInstance } from 'fastify';
import type { StaffApiError } from '@agency/staff-contract';

const safeMethods = new Set(['GET', 'HEAD']);

/** Why a state-changing request was refused (one text, tested). */
export const foreignRequestMessage = 'Refused: this request did not come from the inbox’s own pages.';

/**
 * Every state-changing request must come from the inbox's own pages: its
 * Origin is the inbox's, and Fetch Metadata, when the browser sends it, says
 * same-origin. No Origin at all is refused too: browsers send it on every
 * POST and DELETE, and nothing but the inbox's pages calls these routes.
 * SameSite=Strict keeps the cookie off cross-site requests already; this
 * also stops a same-site page (another subdomain) and a request forged
 * without the cookie.
 */
export function guardOrigin(app: FastifyInstance, staffOrigin: () => string): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (safeMethods.has(request.method)) return done();
    const site = request.headers['sec-fetch-site'];
    if (request.headers.origin !== staffOrigin() || (site !== undefined && site !== 'same-origin')) {
      void reply.code(403).send({ message: foreignRequestMessage } satisfies StaffApiError);
      return;
    }
    done();
  });
}
