import type { FastifyInstance } from 'fastify';
import {
  leadListQuerySchema,
  leadSearchRequestSchema,
  staffApiPaths,
  type LeadDetail,
  type StaffApiError,
} from '@agency/staff-contract';
import { audit, signedIn, type StaffContext } from '../sign-in/staff-context.ts';
import { listLeads, readLead, searchLeads } from './staff-leads.ts';
import { leadReference as reference, noSuchLeadMessage } from './scoped-lead.ts';

export { noSuchLeadMessage } from './scoped-lead.ts';

const badCursorMessage = 'That page cursor is not one the inbox gave.';
export const badFilterMessage =
  'Filter by region, form, spam, status, assignee (me, none or a colleague’s id), days, source, position and the page cursor only.';

/**
 * Leads within the member's scope, each read written to the audit log. A lead
 * outside their regions, or an application without the careers permission,
 * answers the same 404 as a reference that does not exist, and is logged as
 * refused.
 */
export function staffLeadRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(staffApiPaths.leads, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    const query = leadListQuerySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: badFilterMessage } satisfies StaffApiError);
    const page = await listLeads(context.db, context.engine, who.member, query.data);
    if (page === 'bad-cursor')
      return reply.code(400).send({ message: badCursorMessage } satisfies StaffApiError);
    await audit(context, request, who, { action: 'leads.listed' });
    return page;
  });

  app.post(staffApiPaths.leadSearch, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    const search = leadSearchRequestSchema.safeParse(request.body);
    if (!search.success)
      return reply
        .code(400)
        .send({ message: 'Search by a term of 2 to 200 characters.' } satisfies StaffApiError);
    const page = await searchLeads(context.db, context.engine, who.member, search.data);
    if (page === 'bad-cursor')
      return reply.code(400).send({ message: badCursorMessage } satisfies StaffApiError);
    // The term is personal data: the audit says a search was made, not what for.
    await audit(context, request, who, { action: 'leads.searched' });
    return page;
  });

  app.get<{ Params: { reference: string } }>(`${staffApiPaths.leads}/:reference`, async (request, reply) => {
    const who = await signedIn(context, request, reply);
    if (!who) return reply;
    const asked = request.params.reference.toLowerCase();
    const lead = reference.test(asked) ? await readLead(context.db, who.member, asked) : undefined;
    await audit(context, request, who, {
      action: lead ? 'lead.read' : 'lead.refused',
      target: reference.test(asked) ? { kind: 'lead', ref: asked } : undefined,
    });
    if (!lead) return reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
    return lead satisfies LeadDetail;
  });
}
