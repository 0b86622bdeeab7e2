import type { FastifyInstance } from 'fastify';
import { formTokenCookie, formTokenLifeMs, formTokenPath, formTokenShownParam } from '@agency/contract';
import { issueFormToken, shownAgoMs } from '../security/form-token.ts';

/**
 * GET /api/form-token?shown=<ms>: a form asks for it before it sends (the
 * page says how long ago it was first shown, so a form filled before its
 * scripts loaded keeps its fill time). The token is in the JSON answer, sent
 * back as X-XSRF-TOKEN; it is also set as the XSRF-TOKEN cookie for clients
 * that echo the cookie (SameSite=Strict keeps other sites from sending it).
 * The API's no-store applies: every answer is a new token.
 */
export function formTokenRoute(app: FastifyInstance, secret: string) {
  app.get(formTokenPath, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = issueFormToken(secret, shownAgoMs(query[formTokenShownParam]));
    reply.setCookie(formTokenCookie, token, {
      path: '/',
      sameSite: 'strict',
      secure: request.protocol === 'https',
      httpOnly: false,
      maxAge: formTokenLifeMs / 1000,
    });
    return { token };
  });
}
