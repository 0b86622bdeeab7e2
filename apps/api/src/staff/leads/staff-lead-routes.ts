import type { FastifyInstance } from 'fastify';
import {
  leadListQuerySchema,
  leadSearchRequestSchema,
  staffApiPaths,
  type LeadDetail,
  type StaffApiError,
} from '@agency/staff-contract';
import { audited, type StaffContext } from '../sign-in/staff-context.ts';
import { listLeads, readLead, searchLeads } from './staff-leads.ts';
import { noSuchLeadMessage } from './scoped-lead.ts';

export { noSuchLeadMessage } from './scoped-lead.ts';

const badCursorMessage = 'That page cursor is not one the inbox gave.';
export const badFilterMessage =
  'Filter by region, form, spam, status, assignee (me, none or a colleague’s id), days, source, position and the page cursor only.';

/**
 * Leads within the member's scope, each list and search written to the
 * audit log (the members' group: signed in).
 */
export function staffLeadRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(staffApiPaths.leads, audited('leads.listed'), async (request, reply) => {
    const query = leadListQuerySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: badFilterMessage } satisfies StaffApiError);
    const page = await listLeads(context.db, context.engine, request.who.member, query.data);
    if (page === 'bad-cursor')
      return reply.code(400).send({ message: badCursorMessage } satisfies StaffApiError);
    return page;
  });

  // The term is personal data: the audit says a search was made, not what for.
  app.post(staffApiPaths.leadSearch, audited('leads.searched'), async (request, reply) => {
    const search = leadSearchRequestSchema.safeParse(request.body);
    if (!search.success)
      return reply
        .code(400)
        .send({ message: 'Search by a term of 2 to 200 characters.' } satisfies StaffApiError);
    const page = await searchLeads(context.db, context.engine, request.who.member, search.data);
    if (page === 'bad-cursor')
      return reply.code(400).send({ message: badCursorMessage } satisfies StaffApiError);
    return page;
  });
}

/**
 * One lead, each read audited (the leads' group: one outside the member's
 * regions, or an application without the careers permission, answers the
 * same 404 as a reference that does not exist, and is logged as refused).
 */
export function leadDetailRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(`${staffApiPaths.leads}/:reference`, audited('lead.read'), async (request, reply) => {
    const lead = await readLead(context.db, request.who.member, request.lead.id);
    if (!lead) return reply.code(404).send({ message: noSuchLeadMessage } satisfies StaffApiError);
    return lead satisfies LeadDetail;
  });
}
