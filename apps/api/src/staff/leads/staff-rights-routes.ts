import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import {
  rightsExportFileName,
  rightsPaths,
  rightsRequestSchema,
  signInVerifyRequestSchema,
  type RightsErased,
  type RightsFound,
  type StaffApiError,
} from '@agency/staff-contract';
import type { SubmissionsTable } from '../../db/schema.ts';
import { erasePerson, exportPerson, foundOf, leadsOfPerson } from './person-rights.ts';
import {
  audit,
  auditEach,
  audited,
  overChallengeLimit,
  overFailureLimit,
  unaudited,
  type StaffContext,
} from '../sign-in/staff-context.ts';
import { freshlyReauthenticated, reauthenticate, reauthOptions } from '../sign-in/staff-reauth.ts';
import { passkeyRefusedMessage } from '../sign-in/staff-auth-routes.ts';

export const reauthNeededMessage = 'Confirm it is you with your passkey first.';
export const badAddressMessage = 'Give one email address.';
export const nothingHeldMessage = 'Nothing is held about this address.';
export const scrubPendingMessage =
  "Their rows are gone, but not yet scrubbed from the database's files: another connection still " +
  'held an older view of them. The scrub is left pending and will be retried by the next erase or ' +
  'the hourly purge.';

type Row = Selectable<SubmissionsTable>;
const leadTarget = (row: Row) => ({ kind: 'lead' as const, ref: row.id, region: row.region, form: row.form });

/** The passkey proved again, by any signed-in member (the members' group), before an action that needs it. */
export function staffReauthRoutes(app: FastifyInstance, context: StaffContext): void {
  const challenge = unaudited('a challenge handed out, nothing done yet');
  app.post(rightsPaths.reauthOptions, challenge, async (request, reply) => {
    if (await overChallengeLimit(context, request, reply, request.who.member)) return reply;
    return reauthOptions(context.db, context.rp(), request.who, context.now());
  });

  // A failure is audited where it happens, as session.reauth-failed.
  app.post(rightsPaths.reauthVerify, audited('session.reauthenticated'), async (request, reply) => {
    const { who } = request;
    const attempt = await overFailureLimit(context, request, reply, { member: who.member });
    if (!attempt) return reply;
    const body = signInVerifyRequestSchema.safeParse(request.body);
    if (
      !body.success ||
      !(await reauthenticate(context.db, context.rp(), who, body.data.response, context.now()))
    ) {
      await audit(context, request, who, { action: 'session.reauth-failed' });
      return reply.code(401).send({ message: passkeyRefusedMessage } satisfies StaffApiError);
    }
    await attempt.giveBack();
    return reply.code(204).send();
  });
}

/**
 * A person's rights, for admins only (the admins' group: 404 to anyone
 * else): find, export and erase what is held about an address, given in a
 * POST body. Export and erase need the passkey proved again within the last
 * minutes. An admin
 * reaches only the leads within their access: the rest are refused, each
 * audited under its own reference (so only the admins who hold it read that
 * row), and an address with nothing within it answers the 404 of one with
 * nothing at all. The audit rows name the leads' references, never the person.
 */
export function staffRightsRoutes(app: FastifyInstance, context: StaffContext): void {
  /**
   * The admin, the address and its leads within their access, for an action
   * that needs the passkey proved again (or not); otherwise the request is
   * answered: 400, 403 without a recent re-check, 404 with nothing within reach.
   */
  const person = async (request: FastifyRequest, reply: FastifyReply, reauth: boolean) => {
    const { who, access } = request;
    const body = rightsRequestSchema.safeParse(request.body);
    if (!body.success) {
      void reply.code(400).send({ message: badAddressMessage } satisfies StaffApiError);
      return undefined;
    }
    if (reauth && !(await freshlyReauthenticated(context.db, who, context.now()))) {
      await audit(context, request, who, { action: 'rights.refused' });
      void reply.code(403).send({ message: reauthNeededMessage } satisfies StaffApiError);
      return undefined;
    }
    const { held, outside } = await leadsOfPerson(context.db, body.data.email, access);
    await auditEach(context, request, 'rights.refused', outside.map(leadTarget));
    return { who, email: body.data.email, held };
  };

  const nothingHeld = (reply: FastifyReply) =>
    reply.code(404).send({ message: nothingHeldMessage } satisfies StaffApiError);

  const searched = unaudited('the handler writes rights.searched, found or not');
  app.post(rightsPaths.find, searched, async (request, reply) => {
    const asked = await person(request, reply, false);
    if (!asked) return reply;
    // That a search was made, not for whom.
    await audit(context, request, asked.who, { action: 'rights.searched' });
    if (asked.held.length === 0) return nothingHeld(reply);
    return foundOf(asked.held) satisfies RightsFound;
  });

  app.post(rightsPaths.export, audited('rights.exported'), async (request, reply) => {
    const asked = await person(request, reply, true);
    if (!asked) return reply;
    if (asked.held.length === 0) return nothingHeld(reply);
    const { zip } = await exportPerson(context.db, asked.email, asked.held, context.now());
    request.auditTargets = asked.held.map(leadTarget);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${rightsExportFileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip));
  });

  app.post(rightsPaths.erase, audited('rights.erased'), async (request, reply) => {
    const asked = await person(request, reply, true);
    if (!asked) return reply;
    if (asked.held.length === 0) return nothingHeld(reply);
    const { erased, notScrubbed } = await erasePerson(
      context.db,
      context.engine,
      asked.email,
      request.access,
    );
    // Named with the region and form they had: the leads are gone, their audit rows keep their scope.
    const targets = asked.held.map(leadTarget);
    const references = asked.held.map((row) => row.id);
    if (!notScrubbed) {
      request.auditTargets = targets;
      return { erased, references } satisfies RightsErased;
    }
    // The rows are gone all the same: answered, not a 500, and audited as each lead's erase followed by
    // its failure, in that order, here (the success hook would write the erase after the failure).
    request.log.warn(
      { reason: notScrubbed.reason, held: notScrubbed.message },
      'erasure scrub left pending: the rows are deleted, their bytes not yet scrubbed',
    );
    await auditEach(context, request, 'rights.erased', targets);
    await auditEach(context, request, 'rights.erase-unscrubbed', targets);
    request.auditTargets = [];
    return { erased, references, scrubPending: scrubPendingMessage } satisfies RightsErased;
  });
}
