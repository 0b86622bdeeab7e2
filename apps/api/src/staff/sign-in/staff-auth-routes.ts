import type { FastifyInstance } from 'fastify';
import {
  enrolmentOptionsRequestSchema,
  enrolmentVerifyRequestSchema,
  signInVerifyRequestSchema,
  staffApiPaths,
  type StaffApiError,
  type StaffMe,
} from '@agency/staff-contract';
import {
  enrol,
  enrolmentOptions,
  invitationHolder,
  passkeyHolder,
  signIn,
  signInOptions,
} from './passkey-ceremonies.ts';
import {
  audit,
  auditFailure,
  openSession,
  overChallengeLimit,
  overFailureLimit,
  unaudited,
  type StaffContext,
} from './staff-context.ts';
import { staffMeOf } from './staff-member.ts';

// Each refusal in one text, the same whatever the reason: a guesser learns nothing.
export const invitationRefusedMessage =
  'This enrolment link does not work: it was used, it expired, or it never existed. Ask an admin for a new one.';
export const passkeyRefusedMessage = 'That passkey did not sign you in.';
export const badRequestMessage = 'The request is not what the inbox sends.';

const refuse = (message: string): StaffApiError => ({ message });

export const passkeyHeldMessage =
  'That passkey is registered in the inbox already. Create a new passkey on this device, or ask an admin to re-invite you.';

/**
 * Enrolment from an invitation and sign-in with a passkey. Every refusal of
 * an invitation or a sign-in counts against the failure limits (the member's
 * where the link or passkey is someone's, and the address's) and is audited;
 * a success gives its count back. The one group nobody need be signed in to.
 */
export function staffAuthRoutes(app: FastifyInstance, context: StaffContext): void {
  // Nobody is signed in yet: each outcome writes its own row, under the member where one is known.
  const open = unaudited('each outcome is audited where it happens');

  /** Whose link it is (used and expired ones too), and the limits' key for it. */
  const invitationKey = async (secret: string | undefined) => {
    const holder = secret ? await invitationHolder(context.db, secret) : undefined;
    return { holder, key: holder ? { member: holder } : { credential: `invitation:${secret ?? ''}` } };
  };

  app.post(staffApiPaths.enrolmentOptions, open, async (request, reply) => {
    const body = enrolmentOptionsRequestSchema.safeParse(request.body);
    const { holder, key } = await invitationKey(body.data?.secret);
    const attempt = await overFailureLimit(context, request, reply, key);
    if (!attempt) return reply;
    const options = body.success
      ? await enrolmentOptions(context.db, context.rp(), body.data.secret, context.now())
      : undefined;
    if (!options) {
      await auditFailure(context, request, holder, { action: 'staff.invitation-refused' });
      return reply.code(404).send(refuse(invitationRefusedMessage));
    }
    await attempt.giveBack();
    return options;
  });

  app.post(staffApiPaths.enrolmentVerify, open, async (request, reply) => {
    const body = enrolmentVerifyRequestSchema.safeParse(request.body);
    const { holder, key } = await invitationKey(body.data?.secret);
    const attempt = await overFailureLimit(context, request, reply, key);
    if (!attempt) return reply;
    if (!body.success) {
      await auditFailure(context, request, holder, { action: 'staff.enrolment-failed' });
      return reply.code(400).send(refuse(badRequestMessage));
    }
    const outcome = await enrol(
      context.db,
      context.rp(),
      body.data.secret,
      body.data.response,
      context.now(),
    );
    if (outcome === 'invitation') {
      await auditFailure(context, request, holder, { action: 'staff.invitation-refused' });
      return reply.code(404).send(refuse(invitationRefusedMessage));
    }
    if (outcome === 'refused' || outcome === 'held') {
      await auditFailure(context, request, holder, { action: 'staff.enrolment-failed' });
      return outcome === 'held'
        ? reply.code(409).send(refuse(passkeyHeldMessage))
        : reply.code(400).send(refuse('The passkey could not be registered.'));
    }
    await attempt.giveBack();
    await audit(context, request, outcome, { action: 'staff.enrolled' });
    await openSession(context, request, reply, outcome.member.id);
    return reply.code(201).send(staffMeOf(outcome.member) satisfies StaffMe);
  });

  app.post(staffApiPaths.signInOptions, open, async (request, reply) => {
    // Counted whatever comes of it: each answer keeps a challenge row for 5 minutes.
    if (await overChallengeLimit(context, request, reply)) return reply;
    return signInOptions(context.db, context.rp(), context.now());
  });

  app.post(staffApiPaths.signInVerify, open, async (request, reply) => {
    const body = signInVerifyRequestSchema.safeParse(request.body);
    const credential = body.data?.response.id ?? '';
    const holder = credential ? await passkeyHolder(context.db, credential) : undefined;
    const attempt = await overFailureLimit(
      context,
      request,
      reply,
      holder ? { member: holder } : { credential: `passkey:${credential}` },
    );
    if (!attempt) return reply;
    const member = body.success
      ? await signIn(context.db, context.rp(), body.data.response, context.now())
      : undefined;
    if (!member) {
      await auditFailure(context, request, holder, { action: 'session.sign-in-failed' });
      return body.success
        ? reply.code(401).send(refuse(passkeyRefusedMessage))
        : reply.code(400).send(refuse(badRequestMessage));
    }
    await attempt.giveBack();
    await openSession(context, request, reply, member.id);
    await audit(context, request, { member }, { action: 'session.signed-in' });
    return staffMeOf(member) satisfies StaffMe;
  });
}
