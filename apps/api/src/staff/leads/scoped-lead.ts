import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffApiError } from '@agency/staff-contract';
import { audit, type StaffContext } from '../sign-in/staff-context.ts';
import { leadInScope } from './staff-leads.ts';
import type { WorkedLead } from './lead-work.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lead of a `/api/leads/:reference/…` request: set by the inScope hook of the leads' group. */
    lead: WorkedLead & { spam: number };
  }
}

/** Leads are stored under a UUID; anything else is not a reference, and is never written to the audit log. */
export const leadReference = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const noSuchLeadMessage = 'No such lead.';

/**
 * The hook of the leads' group, after signedIn's: the lead of the path, if
 * the member may see it, loaded once into the request (and named by its
 * routes' audit rows). A lead outside their scope answers the same 404 as
 * one that does not exist, audited as refused.
 */
export const inScope = (context: StaffContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const asked = (request.params as { reference: string }).reference.toLowerCase();
  const target = leadReference.test(asked) ? { kind: 'lead' as const, ref: asked } : undefined;
  const lead = target ? await leadInScope(context.db, request.who.member, asked) : undefined;
  if (lead) {
    request.lead = lead;
    request.auditTargets = [{ kind: 'lead', ref: lead.id }];
    return;
  }
  await audit(context, request, request.who, { action: 'lead.refused', target });
  return reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
};
