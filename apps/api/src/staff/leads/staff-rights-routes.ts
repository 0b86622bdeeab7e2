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
import { signedInAdmin } from '../sign-in/admin-only.ts';
import { erasePerson, exportPerson, foundOf, leadsOfPerson } from './person-rights.ts';
import {
  audit,
  overChallengeLimit,
  overFailureLimit,
  signedIn,
  type StaffContext,
} from '../sign-in/staff-context.ts';
import { freshlyReauthenticated, reauthenticate, reauthOptions } from '../sign-in/staff-reauth.ts';
import { passkeyRefusedMessage } from '../sign-in/staff-auth-routes.ts';
import type { SignedIn } from '../sign-in/staff-sessions.ts';

export const reauthNeededMessage = 'Confirm it is you with your passkey first.';
export const badAddressMessage = 'Give one email address.';
export const nothingHeldMessage = 'Nothing is held about this address.';
export const scrubPendingMessage =
  "Their rows are gone, but not yet scrubbed from the database's files: another connection still " +
  'held an older view of them. The scrub is left pending and will be retried by the next erase or ' +
  'the hourly purge.';

type Row = Selectable<SubmissionsTable>;
const leadTarget = (row: Row) => ({ kind: 'lead' as const, ref: row.id, region: row.region, form: row.form });

/**
 * A person's rights, for admins only (404 to anyone else): find, export and
 * erase what is held about an address, given in a POST body. Export and
 * erase need the passkey proved again within the last minutes. An admin
 * reaches only the leads within their access: the rest are refused, each
 * audited under its own reference (so only the admins who hold it read that
 * row), and an address with nothing within it answers the 404 of one with
 * nothing at all. The audit rows name the leads' references, never the person.
 */
export function staffRightsRoutes(app: FastifyInstance, context: StaffContext): void {
  app.post(rightsPaths.reauthOptions, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    if (await overChallengeLimit(context, request, reply, who.member)) return reply;
    return reauthOptions(context.db, context.rp(), who, context.now());
  });

  app.post(rightsPaths.reauthVerify, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
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
    await audit(context, request, who, { action: 'session.reauthenticated' });
    return reply.code(204).send();
  });

  /**
   * The admin, the address and its leads within their access, for an action
   * that needs the passkey proved again (or not); otherwise the request is
   * answered: 400, 403 without a recent re-check, 404 with nothing within reach.
   */
  const person = async (request: FastifyRequest, reply: FastifyReply, reauth: boolean) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return undefined;
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
    const { held, outside } = await leadsOfPerson(context.db, body.data.email, who.access);
    for (const row of outside)
      await audit(context, request, who, { action: 'rights.refused', target: leadTarget(row) });
    return { who, email: body.data.email, held };
  };

  const nothingHeld = (reply: FastifyReply) =>
    reply.code(404).send({ message: nothingHeldMessage } satisfies StaffApiError);

  app.post(rightsPaths.find, async (request, reply) => {
    const asked = await person(request, reply, false);
    if (!asked) return reply;
    // That a search was made, not for whom.
    await audit(context, request, asked.who, { action: 'rights.searched' });
    if (asked.held.length === 0) return nothingHeld(reply);
    return foundOf(asked.held) satisfies RightsFound;
  });

  app.post(rightsPaths.export, async (request, reply) => {
    const asked = await person(request, reply, true);
    if (!asked) return reply;
    if (asked.held.length === 0) return nothingHeld(reply);
    const { zip } = await exportPerson(context.db, asked.email, asked.held, context.now());
    await auditEach(asked.who, request, 'rights.exported', asked.held);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${rightsExportFileName}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip));
  });

  app.post(rightsPaths.erase, async (request, reply) => {
    const asked = await person(request, reply, true);
    if (!asked) return reply;
    if (asked.held.length === 0) return nothingHeld(reply);
    const { erased, notScrubbed } = await erasePerson(
      context.db,
      context.engine,
      asked.email,
      asked.who.access,
    );
    // Named with the region and form they had: the leads are gone, their audit rows keep their scope.
    await auditEach(asked.who, request, 'rights.erased', asked.held);
    const references = asked.held.map((row) => row.id);
    if (!notScrubbed) return { erased, references } satisfies RightsErased;
    // The rows are gone all the same: answered, not a 500, and audited as a failure of each lead's erase.
    request.log.warn(
      { reason: notScrubbed.reason, held: notScrubbed.message },
      'erasure scrub left pending: the rows are deleted, their bytes not yet scrubbed',
    );
    await auditEach(asked.who, request, 'rights.erase-unscrubbed', asked.held);
    return { erased, references, scrubPending: scrubPendingMessage } satisfies RightsErased;
  });

  async function auditEach(
    who: SignedIn,
    request: FastifyRequest,
    action: 'rights.exported' | 'rights.erased' | 'rights.erase-unscrubbed',
    rows: Row[],
  ) {
    for (const row of rows) await audit(context, request, who, { action, target: leadTarget(row) });
  }
}
