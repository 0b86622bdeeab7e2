import type { FastifyInstance } from 'fastify';
import { formTokenCookie, formTokenPath } from '@agency/contract';
import { issueFormToken, maxTokenAgeMs } from '../security/form-token.ts';

/**
 * GET /api/form-token: a form calls it when it mounts. The signed token goes
 * into the XSRF-TOKEN cookie (readable by the page, which echoes it as
 * X-XSRF-TOKEN; SameSite=Strict keeps other sites from sending it).
 */
export function formTokenRoute(app: FastifyInstance, secret: string) {
  app.get(formTokenPath, async (request, reply) => {
    const token = issueFormToken(secret);
    reply.setCookie(formTokenCookie, token, {
      path: '/',
      sameSite: 'strict',
      secure: request.protocol === 'https',
      httpOnly: false,
      maxAge: maxTokenAgeMs / 1000,
    });
    return { token };
  });
}
