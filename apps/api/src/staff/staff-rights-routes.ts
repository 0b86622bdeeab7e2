import type { FastifyInstance } from 'fastify';
import {
  rightsExportFileName,
  rightsPaths,
  rightsRequestSchema,
  signInVerifyRequestSchema,
  type RightsErased,
  type RightsExport,
  type RightsFound,
  type StaffApiError,
} from '@agency/staff-contract';
import { signedInAdmin } from './admin-only.ts';
import { erasePerson, exportPerson, findPerson } from './person-rights.ts';
import { audit, overFailureLimit, signedIn, type StaffContext } from './staff-context.ts';
import { freshlyReauthenticated, reauthenticate, reauthOptions } from './staff-reauth.ts';
import { passkeyRefusedMessage } from './staff-auth-routes.ts';

export const reauthNeededMessage = 'Confirm it is you with your passkey first.';
export const badAddressMessage = 'Give one email address.';

/**
 * A person's rights, for admins only (404 to anyone else): find, export and
 * erase what is held about an address, given in a POST body. Export and
 * erase need the passkey proved again within the last minutes. The audit
 * rows name the leads' references, never the person.
 */
export function staffRightsRoutes(app: FastifyInstance, context: StaffContext): void {
  app.post(rightsPaths.reauthOptions, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    if (!(await overFailureLimit(context, request, reply, 'challenges'))) return reply;
    return reauthOptions(context.db, context.rp(), who, context.now());
  });

  app.post(rightsPaths.reauthVerify, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    const attempt = await overFailureLimit(context, request, reply);
    if (!attempt) return reply;
    const body = signInVerifyRequestSchema.safeParse(request.body);
    if (
      !body.success ||
      !(await reauthenticate(context.db, context.rp(), who, body.data.response, context.now()))
    )
      return reply.code(401).send({ message: passkeyRefusedMessage } satisfies StaffApiError);
    await attempt.giveBack();
    await audit(context, request, who, { action: 'session.reauthenticated' });
    return reply.code(204).send();
  });

  app.post(rightsPaths.find, async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    const body = rightsRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badAddressMessage } satisfies StaffApiError);
    const found = await findPerson(context.db, body.data.email);
    // That a search was made, not for whom.
    await audit(context, request, who, { action: 'rights.searched' });
    return found satisfies RightsFound;
  });

  app.post(rightsPaths.export, async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    const body = rightsRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badAddressMessage } satisfies StaffApiError);
    if (!(await freshlyReauthenticated(context.db, who, context.now())))
      return reply.code(403).send({ message: reauthNeededMessage } satisfies StaffApiError);
    const exported = await exportPerson(context.db, body.data.email, context.now());
    for (const lead of exported.leads)
      await audit(context, request, who, {
        action: 'rights.exported',
        target: { kind: 'lead', ref: lead.reference },
      });
    return reply
      .header('content-disposition', `attachment; filename="${rightsExportFileName}"`)
      .send(exported satisfies RightsExport);
  });

  app.post(rightsPaths.erase, async (request, reply) => {
    const who = await signedInAdmin(context, request, reply);
    if (!who) return reply;
    const body = rightsRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badAddressMessage } satisfies StaffApiError);
    if (!(await freshlyReauthenticated(context.db, who, context.now())))
      return reply.code(403).send({ message: reauthNeededMessage } satisfies StaffApiError);
    const { references, erased } = await erasePerson(context.db, context.engine, body.data.email);
    for (const reference of references)
      await audit(context, request, who, {
        action: 'rights.erased',
        target: { kind: 'lead', ref: reference },
      });
    return { erased, references } satisfies RightsErased;
  });
}
