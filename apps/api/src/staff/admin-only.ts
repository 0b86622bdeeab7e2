import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedIn, type StaffContext } from './staff-context.ts';
import type { SignedIn } from './staff-sessions.ts';

/**
 * The signed-in admin of a request. Anyone else is answered: 401 without a
 * session, and a member who is not an admin the very 404 of a path that does
 * not exist, so the admins' pages are not there for them.
 */
export async function signedInAdmin(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn | undefined> {
  const who = await signedIn(context, request, reply);
  if (!who) return undefined;
  if (who.member.admin === 1) return who;
  reply.callNotFound();
  return undefined;
}
