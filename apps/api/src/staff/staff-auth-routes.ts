import type { FastifyInstance } from 'fastify';
import {
  enrolmentOptionsRequestSchema,
  enrolmentVerifyRequestSchema,
  signInVerifyRequestSchema,
  staffApiPaths,
  type StaffApiError,
  type StaffMe,
} from '@agency/staff-contract';
import { enrol, enrolmentOptions, signIn, signInOptions } from './passkey-ceremonies.ts';
import { audit, openSession, overFailureLimit, signedIn, type StaffContext } from './staff-context.ts';
import { sessionCookieHeader } from './staff-cookie.ts';
import { staffMeOf } from './staff-member.ts';

// Each refusal in one text, the same whatever the reason: a guesser learns nothing.
export const invitationRefusedMessage =
  'This enrolment link does not work: it was used, it expired, or it never existed. Ask an admin for a new one.';
export const passkeyRefusedMessage = 'That passkey did not sign you in.';
export const badRequestMessage = 'The request is not what the inbox sends.';

const refuse = (message: string): StaffApiError => ({ message });

/**
 * Enrolment from an invitation and sign-in with a passkey. Every refusal of
 * an invitation or a sign-in counts against the client's failure limit;
 * a success gives its count back.
 */
export function staffAuthRoutes(app: FastifyInstance, context: StaffContext): void {
  app.post(staffApiPaths.enrolmentOptions, async (request, reply) => {
    const body = enrolmentOptionsRequestSchema.safeParse(request.body);
    const attempt = await overFailureLimit(context, request, reply);
    if (!attempt) return reply;
    if (!body.success) return reply.code(404).send(refuse(invitationRefusedMessage));
    const options = await enrolmentOptions(context.db, context.rp(), body.data.secret, context.now());
    if (!options) return reply.code(404).send(refuse(invitationRefusedMessage));
    await attempt.giveBack();
    return options;
  });

  app.post(staffApiPaths.enrolmentVerify, async (request, reply) => {
    const body = enrolmentVerifyRequestSchema.safeParse(request.body);
    const attempt = await overFailureLimit(context, request, reply);
    if (!attempt) return reply;
    if (!body.success) return reply.code(400).send(refuse(badRequestMessage));
    const outcome = await enrol(
      context.db,
      context.rp(),
      body.data.secret,
      body.data.response,
      context.now(),
    );
    if (outcome === 'invitation') return reply.code(404).send(refuse(invitationRefusedMessage));
    if (outcome === 'refused') return reply.code(400).send(refuse('The passkey could not be registered.'));
    await attempt.giveBack();
    await audit(context, request, outcome, { action: 'staff.enrolled' });
    await openSession(context, request, reply, outcome.member.id);
    return reply.code(201).send(staffMeOf(outcome.member) satisfies StaffMe);
  });

  app.post(staffApiPaths.signInOptions, async (request, reply) => {
    // Counted whatever comes of it: each answer keeps a challenge row for 5 minutes.
    if (!(await overFailureLimit(context, request, reply, 'challenges'))) return reply;
    return signInOptions(context.db, context.rp(), context.now());
  });

  app.post(staffApiPaths.signInVerify, async (request, reply) => {
    const body = signInVerifyRequestSchema.safeParse(request.body);
    const attempt = await overFailureLimit(context, request, reply);
    if (!attempt) return reply;
    if (!body.success) return reply.code(400).send(refuse(badRequestMessage));
    const member = await signIn(context.db, context.rp(), body.data.response, context.now());
    if (!member) return reply.code(401).send(refuse(passkeyRefusedMessage));
    await attempt.giveBack();
    await openSession(context, request, reply, member.id);
    await audit(context, request, { member }, { action: 'session.signed-in' });
    return staffMeOf(member) satisfies StaffMe;
  });

  app.post(staffApiPaths.signOut, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    await context.db.deleteFrom('staff_sessions').where('id', '=', who.sessionId).execute();
    await audit(context, request, who, { action: 'session.signed-out' });
    return reply
      .code(204)
      .header('set-cookie', sessionCookieHeader(context.cookie(), '', 0))
      .send();
  });

  app.get(staffApiPaths.me, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    return staffMeOf(who.member) satisfies StaffMe;
  });
}
