import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit, signedIn, type StaffContext } from './staff-context.ts';
import type { SignedIn } from './staff-sessions.ts';
import { accessOf, type Access } from './staff-scope.ts';

/**
 * The signed-in admin of a request, with their access (regions, careers): an
 * admin manages people, reads the audit log and acts on a person's rights
 * only within it (staff-scope.ts). Anyone else is answered: 401 without a
 * session, and a member who is not an admin the very 404 of a path that does
 * not exist, so the admins' pages are not there for them (audited as refused).
 */
export async function signedInAdmin(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<(SignedIn & { access: Access }) | undefined> {
  const who = await signedIn(context, request, reply);
  if (!who) return undefined;
  if (who.member.admin === 1) return { ...who, access: accessOf(who.member) };
  await audit(context, request, who, { action: 'admin.refused' });
  reply.callNotFound();
  return undefined;
}
