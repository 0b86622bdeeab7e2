import type { FastifyInstance } from 'fastify';
import { staffApiPaths, type StaffApiError, type StaffMe, type StaffSession } from '@agency/staff-contract';
import { audited, unaudited, type StaffContext } from './staff-context.ts';
import { sessionCookieHeader } from './staff-cookie.ts';
import { staffMeOf } from './staff-member.ts';
import { endSession, listSessions } from './staff-sessions.ts';

/** The signed-in member's own: who they are, their sessions listed and any of them ended, and signing out. */
export function staffSessionRoutes(app: FastifyInstance, context: StaffContext): void {
  const own = unaudited('the member’s own account, nothing of a lead');
  app.get(staffApiPaths.me, own, async (request) => staffMeOf(request.who.member) satisfies StaffMe);

  app.get(staffApiPaths.sessions, own, async ({ who }) => {
    const sessions = await listSessions(context.db, who.member.id, who.sessionId, context.now());
    return { sessions } satisfies { sessions: StaffSession[] };
  });

  const ended = audited('session.ended');
  app.delete<{ Params: { id: string } }>(`${staffApiPaths.sessions}/:id`, ended, async (request, reply) => {
    // Someone else's session is as absent as a missing one.
    if (!(await endSession(context.db, request.who.member.id, request.params.id)))
      return reply.code(404).send({ message: 'You have no such session.' } satisfies StaffApiError);
    request.auditTargets = [{ kind: 'session', ref: request.params.id }];
    return reply.code(204).send();
  });

  app.post(staffApiPaths.signOut, audited('session.signed-out'), async (request, reply) => {
    await context.db.deleteFrom('staff_sessions').where('id', '=', request.who.sessionId).execute();
    return reply
      .code(204)
      .header('set-cookie', sessionCookieHeader(context.cookie(), '', 0))
      .send();
  });
}
