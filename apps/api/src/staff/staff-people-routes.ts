import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminPaths,
  personAccessRequestSchema,
  personInviteRequestSchema,
  type StaffApiError,
  type StaffPeople,
  type StaffPerson,
} from '@agency/staff-contract';
import { signedInAdmin } from './admin-only.ts';
import type { InvitationMailer } from './send-invitation.ts';
import { sendInvitation } from './send-invitation.ts';
import type { StaffContext } from './staff-context.ts';
import { changeAccess, disable, invite, reinvite, type Actor } from './staff-directory.ts';
import { findPerson, listPeople } from './staff-people.ts';
import type { SignedIn } from './staff-sessions.ts';

type PersonRequest = { Params: { id: string } };
const personRoute = (of: (id: string) => string) => of(':id').replace('%3A', ':');

export const noSuchPersonMessage = 'No such staff member.';
export const personExistsMessage = 'That address is a staff member already: re-invite them instead.';
export const notYourselfMessage =
  'You cannot disable yourself or drop your own admin permission: ask another admin.';
export const noMailMessage = 'Invitations cannot be mailed: SMTP_URL is not set.';
export const disabledPersonMessage = 'That staff member is disabled: nothing was sent.';
export const badAccessMessage = 'Give one or more regions, and careers and admin as true or false.';

const actorOf = (who: SignedIn, request: FastifyRequest): Actor => ({
  actor: who.member.email,
  staffId: who.member.id,
  fromAddress: request.ip,
});

/**
 * Admins manage people through the same functions as `npm run staff`:
 * invite, change regions and permissions, disable, re-invite. Each writes
 * its own audit row (staff-directory.ts). Anyone but an admin gets a 404.
 */
export function staffPeopleRoutes(
  app: FastifyInstance,
  context: StaffContext,
  mailer: InvitationMailer | undefined,
): void {
  const mailed = async (
    who: SignedIn,
    request: FastifyRequest,
    issued: Parameters<typeof sendInvitation>[2],
    firstOne: boolean,
  ) => {
    if (!mailer) return { sent: false as const, reason: noMailMessage };
    return sendInvitation(context.db, mailer, issued, firstOne, actorOf(who, request), context.now());
  };
  const mailFailed = (reason: string) =>
    ({
      message: `The invitation could not be mailed (${reason}); it was withdrawn. Try again.`,
    }) satisfies StaffApiError;

  app.get(adminPaths.people, async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    return { people: await listPeople(context.db) } satisfies StaffPeople;
  });

  app.post(adminPaths.people, async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    const body = personInviteRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badAccessMessage } satisfies StaffApiError);
    if (!mailer) return reply.code(503).send({ message: noMailMessage } satisfies StaffApiError);
    const person = { ...body.data, email: body.data.email.toLowerCase() };
    const issued = await invite(context.db, person, actorOf(who, request), context.now());
    if (issued === 'exists')
      return reply.code(409).send({ message: personExistsMessage } satisfies StaffApiError);
    const outcome = await mailed(who, request, issued, true);
    if (!outcome.sent) return reply.code(502).send(mailFailed(outcome.reason));
    return reply
      .code(201)
      .send((await findPerson(context.db, issued.member.id)) satisfies StaffPerson | undefined);
  });

  app.post<PersonRequest>(personRoute(adminPaths.access), async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    const body = personAccessRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badAccessMessage } satisfies StaffApiError);
    if (request.params.id === who.member.id && !body.data.admin)
      return reply.code(400).send({ message: notYourselfMessage } satisfies StaffApiError);
    const outcome = await changeAccess(
      context.db,
      request.params.id,
      body.data,
      actorOf(who, request),
      context.now(),
    );
    if (outcome === 'missing')
      return reply.code(404).send({ message: noSuchPersonMessage } satisfies StaffApiError);
    return (await findPerson(context.db, request.params.id)) satisfies StaffPerson | undefined;
  });

  app.post<PersonRequest>(personRoute(adminPaths.disable), async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    const person = await findPerson(context.db, request.params.id);
    if (!person) return reply.code(404).send({ message: noSuchPersonMessage } satisfies StaffApiError);
    if (person.id === who.member.id)
      return reply.code(400).send({ message: notYourselfMessage } satisfies StaffApiError);
    await disable(context.db, person.email, actorOf(who, request), context.now());
    return (await findPerson(context.db, person.id)) satisfies StaffPerson | undefined;
  });

  app.post<PersonRequest>(personRoute(adminPaths.reinvite), async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    const person = await findPerson(context.db, request.params.id);
    if (!person) return reply.code(404).send({ message: noSuchPersonMessage } satisfies StaffApiError);
    if (!mailer) return reply.code(503).send({ message: noMailMessage } satisfies StaffApiError);
    const issued = await reinvite(context.db, person.email, actorOf(who, request), context.now());
    if (issued === 'missing')
      return reply.code(404).send({ message: noSuchPersonMessage } satisfies StaffApiError);
    if (issued === 'disabled')
      return reply.code(409).send({ message: disabledPersonMessage } satisfies StaffApiError);
    const outcome = await mailed(who, request, issued, false);
    if (!outcome.sent) return reply.code(502).send(mailFailed(outcome.reason));
    return (await findPerson(context.db, person.id)) satisfies StaffPerson | undefined;
  });
}
