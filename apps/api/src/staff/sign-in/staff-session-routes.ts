import type { FastifyInstance } from 'fastify';
import { staffApiPaths, type StaffApiError, type StaffSession } from '@agency/staff-contract';
import { audit, signedIn, type StaffContext } from './staff-context.ts';
import { endSession, listSessions } from './staff-sessions.ts';

/** A member's own sessions: listed, and any of them ended. */
export function staffSessionRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(staffApiPaths.sessions, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    return {
      sessions: await listSessions(context.db, who.member.id, who.sessionId, context.now()),
    } satisfies { sessions: StaffSession[] };
  });

  app.delete<{ Params: { id: string } }>(`${staffApiPaths.sessions}/:id`, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    // Someone else's session is as absent as a missing one.
    if (!(await endSession(context.db, who.member.id, request.params.id)))
      return reply.code(404).send({ message: 'You have no such session.' } satisfies StaffApiError);
    await audit(context, request, who, {
      action: 'session.ended',
      target: { kind: 'session', ref: request.params.id },
    });
    return reply.code(204).send();
  });
}
