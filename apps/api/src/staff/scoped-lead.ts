import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffApiError } from '@agency/staff-contract';
import { audit, signedIn, type StaffContext } from './staff-context.ts';
import { leadInScope } from './staff-leads.ts';
import type { SignedIn } from './staff-sessions.ts';
import type { WorkedLead } from './lead-work.ts';

/** Leads are stored under a UUID; anything else is not a reference, and is never written to the audit log. */
export const leadReference = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const noSuchLeadMessage = 'No such lead.';

/** A request under `/api/leads/:reference/…`. */
export type LeadRequest = { Params: { reference: string } };

/**
 * The signed-in member and the lead of a `/api/leads/:reference/…` request,
 * if they may see it. Otherwise the request is answered: 401 without a
 * session, and for a lead outside their scope the same 404 as for one that
 * does not exist, audited as refused.
 */
export async function scopedLead(
  context: StaffContext,
  request: FastifyRequest<LeadRequest>,
  reply: FastifyReply,
): Promise<{ who: SignedIn; lead: WorkedLead & { spam: number } } | undefined> {
  const who = await signedIn(context, request, reply);
  if (!who) return undefined;
  const asked = request.params.reference.toLowerCase();
  const lead = leadReference.test(asked) ? await leadInScope(context.db, who.member, asked) : undefined;
  if (lead) return { who, lead };
  await audit(context, request, who, {
    action: 'lead.refused',
    target: leadReference.test(asked) ? { kind: 'lead', ref: asked } : undefined,
  });
  void reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
  return undefined;
}
