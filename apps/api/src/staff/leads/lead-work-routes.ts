import type { FastifyInstance } from 'fastify';
import {
  leadAssigneeRequestSchema,
  leadNoteRequestSchema,
  leadStatusRequestSchema,
  leadWorkPaths,
  type LeadAssignees,
  type LeadReleased,
  type LeadWork,
  type StaffApiError,
} from '@agency/staff-contract';
import { releaseFromSpam } from '../../notifications/release-from-spam.ts';
import { addNote, assign, assigneesOf, changeStatus, readLeadWork } from './lead-work.ts';
import { audited, unaudited, type StaffContext } from '../sign-in/staff-context.ts';

/** A contract path as a Fastify route: the reference a `:reference` parameter (the path escapes the colon). */
export const routeOf = (of: (reference: string) => string) => of(':reference').replace('%3A', ':');

export const wrongStatusMessage = 'That status is not one this kind of lead can have.';
export const notAssignableMessage = 'Assign the lead to a staff member who can see it.';
export const notSpamMessage = 'This lead is not marked as spam.';
export const badNoteMessage = 'Write a note of 1 to 5,000 characters.';

/**
 * Working a lead within the member's scope (the leads' group): its status
 * (from its form's own list) with history, internal notes, an assignee, and
 * "not spam". Every read and change is audited by action and the lead's
 * reference only: a note's text, a status or an assignee never reaches the
 * audit log.
 */
export function leadWorkRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(routeOf(leadWorkPaths.work), audited('lead.work-read'), async (request) => {
    return (await readLeadWork(context.db, request.lead)) satisfies LeadWork;
  });

  app.post(routeOf(leadWorkPaths.status), audited('lead.status-changed'), async (request, reply) => {
    const { lead, who } = request;
    const body = leadStatusRequestSchema.safeParse(request.body);
    const outcome = body.success
      ? await changeStatus(context.db, lead, body.data.status, who.member.email, context.now())
      : 'wrong-status';
    if (outcome === 'wrong-status')
      return reply.code(400).send({ message: wrongStatusMessage } satisfies StaffApiError);
    return (await readLeadWork(context.db, lead)) satisfies LeadWork;
  });

  app.post(routeOf(leadWorkPaths.notes), audited('lead.noted'), async (request, reply) => {
    const body = leadNoteRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badNoteMessage } satisfies StaffApiError);
    await addNote(context.db, request.lead, body.data.text, request.who.member.email, context.now());
    return reply.code(201).send((await readLeadWork(context.db, request.lead)) satisfies LeadWork);
  });

  const choices = unaudited('it names colleagues who may be assigned, nothing of the lead');
  app.get(routeOf(leadWorkPaths.assignees), choices, async (request) => {
    const members = await assigneesOf(context.db, request.lead);
    return { assignees: members.map((member) => member.email) } satisfies LeadAssignees;
  });

  app.post(routeOf(leadWorkPaths.assignee), audited('lead.assigned'), async (request, reply) => {
    const { lead, who } = request;
    const body = leadAssigneeRequestSchema.safeParse(request.body);
    const outcome = body.success
      ? await assign(context.db, lead, body.data.email, context.now(), who.member.email)
      : 'not-assignable';
    if (outcome === 'not-assignable')
      return reply.code(400).send({ message: notAssignableMessage } satisfies StaffApiError);
    return (await readLeadWork(context.db, lead)) satisfies LeadWork;
  });

  app.post(routeOf(leadWorkPaths.release), audited('lead.released'), async (request, reply) => {
    // The CLI's own release: out of spam, and its deliveries queued, in one transaction.
    const outcome = await releaseFromSpam(context.db, request.lead.id);
    if (outcome !== 'released')
      return reply.code(409).send({ message: notSpamMessage } satisfies StaffApiError);
    return { released: true } satisfies LeadReleased;
  });
}
