import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminPaths,
  personAccessRequestSchema,
  personInviteRequestSchema,
  staffIdSchema,
  type StaffApiError,
  type StaffPeople,
  type StaffPerson,
} from '@agency/staff-contract';
import type { InvitationMailer } from './send-invitation.ts';
import { sendInvitation } from './send-invitation.ts';
import { audit, overInvitationLimit, unaudited, type StaffContext } from '../sign-in/staff-context.ts';
import { within, type Access } from '../sign-in/staff-scope.ts';
import { changeAccess, disable, invite, reinvite, type Actor } from './staff-directory.ts';
import { findPerson, listPeople } from './staff-people.ts';

type PersonRequest = { Params: { id: string } };
const personRoute = (of: (id: string) => string) => of(':id').replace('%3A', ':');

export const noSuchPersonMessage = 'No such staff member.';
export const personExistsMessage = 'That address is a staff member already: re-invite them instead.';
export const notYourselfMessage =
  'You cannot disable yourself or drop your own admin permission: ask another admin.';
export const noMailMessage = 'Invitations cannot be mailed: SMTP_URL is not set.';
export const disabledPersonMessage = 'That staff member is disabled: nothing was sent.';
export const badAccessMessage = 'Give one or more regions, and careers and admin as true or false.';

export const beyondYourAccessMessage =
  'You can give only the regions and permissions you hold yourself: ask an admin who holds them.';

const actorOf = ({ who, ip }: FastifyRequest): Actor => ({
  actor: who.member.email,
  staffId: who.member.id,
  fromAddress: ip,
});

/**
 * Admins manage people through the same functions as `npm run staff`:
 * invite, change regions and permissions, disable, re-invite. Each writes
 * its own audit row (staff-directory.ts). Anyone but an admin gets a 404 (the admins' group).
 * An admin sees and manages only the people whose access lies within their
 * own (staff-scope.ts); anyone else answers the 404 of an id that does not
 * exist. They give only what they hold, to others and to themself alike;
 * each refusal is audited.
 */
export function staffPeopleRoutes(
  app: FastifyInstance,
  context: StaffContext,
  mailer: InvitationMailer | undefined,
  invitationsPerHour: number,
): void {
  const mailed = async (
    request: FastifyRequest,
    issued: Parameters<typeof sendInvitation>[2],
    firstOne: boolean,
  ) => {
    if (!mailer) return { sent: false as const, reason: noMailMessage };
    return sendInvitation(context.db, mailer, issued, firstOne, actorOf(request), context.now());
  };
  const mailFailed = (reason: string) =>
    ({
      message: `The invitation could not be mailed (${reason}); it was withdrawn. Try again.`,
    }) satisfies StaffApiError;

  /** A refusal for want of scope, audited; the target by id when the path held one. */
  const refused = async (request: FastifyRequest, reply: FastifyReply, status: 403 | 404, id?: string) => {
    const target =
      id && staffIdSchema.safeParse(id).success ? { kind: 'staff' as const, ref: id } : undefined;
    await audit(context, request, request.who, { action: 'staff.refused', target });
    const message = status === 404 ? noSuchPersonMessage : beyondYourAccessMessage;
    return reply.code(status).send({ message } satisfies StaffApiError);
  };

  /** The person of a path, if they lie within the admin's access; undefined for anyone else, as for nobody. */
  const personInScope = async (id: string, access: Access) => {
    const person = await findPerson(context.db, id);
    return person && within(person, access) ? person : undefined;
  };

  // Each change writes its own row (staff-directory.ts), each refusal where it happens.
  const own = unaudited('audited by staff-directory.ts, in the change’s transaction');
  app.get(adminPaths.people, own, async (request) => {
    const people = await listPeople(context.db);
    return { people: people.filter((person) => within(person, request.access)) } satisfies StaffPeople;
  });

  app.post(adminPaths.people, own, async (request, reply) => {
    const body = personInviteRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badAccessMessage } satisfies StaffApiError);
    if (!within(body.data, request.access)) return refused(request, reply, 403);
    if (!mailer) return reply.code(503).send({ message: noMailMessage } satisfies StaffApiError);
    const counted = await overInvitationLimit(context, request, reply, invitationsPerHour);
    if (!counted) return reply;
    const person = { ...body.data, email: body.data.email.toLowerCase() };
    const issued = await invite(context.db, person, actorOf(request), context.now());
    if (issued === 'exists') {
      await counted.giveBack();
      return reply.code(409).send({ message: personExistsMessage } satisfies StaffApiError);
    }
    const outcome = await mailed(request, issued, true);
    if (!outcome.sent) {
      await counted.giveBack();
      return reply.code(502).send(mailFailed(outcome.reason));
    }
    return reply
      .code(201)
      .send((await findPerson(context.db, issued.member.id)) satisfies StaffPerson | undefined);
  });

  app.post<PersonRequest>(personRoute(adminPaths.access), own, async (request, reply) => {
    const body = personAccessRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badAccessMessage } satisfies StaffApiError);
    const person = await personInScope(request.params.id, request.access);
    if (!person) return refused(request, reply, 404, request.params.id);
    if (!within(body.data, request.access)) return refused(request, reply, 403, person.id);
    if (person.id === request.who.member.id && !body.data.admin)
      return reply.code(400).send({ message: notYourselfMessage } satisfies StaffApiError);
    const outcome = await changeAccess(context.db, person.id, body.data, actorOf(request), context.now());
    if (outcome === 'missing')
      return reply.code(404).send({ message: noSuchPersonMessage } satisfies StaffApiError);
    return (await findPerson(context.db, person.id)) satisfies StaffPerson | undefined;
  });

  app.post<PersonRequest>(personRoute(adminPaths.disable), own, async (request, reply) => {
    const person = await personInScope(request.params.id, request.access);
    if (!person) return refused(request, reply, 404, request.params.id);
    if (person.id === request.who.member.id)
      return reply.code(400).send({ message: notYourselfMessage } satisfies StaffApiError);
    await disable(context.db, person.email, actorOf(request), context.now());
    return (await findPerson(context.db, person.id)) satisfies StaffPerson | undefined;
  });

  app.post<PersonRequest>(personRoute(adminPaths.reinvite), own, async (request, reply) => {
    const person = await personInScope(request.params.id, request.access);
    if (!person) return refused(request, reply, 404, request.params.id);
    if (!mailer) return reply.code(503).send({ message: noMailMessage } satisfies StaffApiError);
    if (person.disabledAt !== null)
      return reply.code(409).send({ message: disabledPersonMessage } satisfies StaffApiError);
    const counted = await overInvitationLimit(context, request, reply, invitationsPerHour);
    if (!counted) return reply;
    const issued = await reinvite(context.db, person.email, actorOf(request), context.now());
    if (issued === 'missing' || issued === 'disabled') {
      await counted.giveBack();
      return issued === 'missing'
        ? reply.code(404).send({ message: noSuchPersonMessage } satisfies StaffApiError)
        : reply.code(409).send({ message: disabledPersonMessage } satisfies StaffApiError);
    }
    const outcome = await mailed(request, issued, false);
    if (!outcome.sent) {
      await counted.giveBack();
      return reply.code(502).send(mailFailed(outcome.reason));
    }
    return (await findPerson(context.db, person.id)) satisfies StaffPerson | undefined;
  });
}
