import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit, type StaffContext } from './staff-context.ts';
import { accessOf, type Access } from './staff-scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin's access (regions, careers): set by the adminOnly hook of the admins' group. */
    access: Access;
  }
}

/**
 * The hook of the admins' group, after signedIn's: an admin manages people,
 * reads the audit log and acts on a person's rights only within their access
 * (staff-scope.ts). A member who is not an admin gets the very 404 of a path
 * that does not exist, so the admins' pages are not there for them (audited
 * as refused).
 */
export const adminOnly = (context: StaffContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (request.who.member.admin === 1) {
    request.access = accessOf(request.who.member);
    return;
  }
  await audit(context, request, request.who, { action: 'admin.refused' });
  reply.callNotFound();
  return reply;
};
