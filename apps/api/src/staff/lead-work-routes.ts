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
import { releaseFromSpam } from '../notifications/release-from-spam.ts';
import { addNote, assign, assigneesOf, changeStatus, readLeadWork } from './lead-work.ts';
import { scopedLead, type LeadRequest } from './scoped-lead.ts';
import { audit, type StaffContext } from './staff-context.ts';

/** A contract path as a Fastify route: the reference a `:reference` parameter (the path escapes the colon). */
export const routeOf = (of: (reference: string) => string) => of(':reference').replace('%3A', ':');

export const wrongStatusMessage = 'That status is not one this kind of lead can have.';
export const notAssignableMessage = 'Assign the lead to a staff member who can see it.';
export const notSpamMessage = 'This lead is not marked as spam.';
export const badNoteMessage = 'Write a note of 1 to 5,000 characters.';

/**
 * Working a lead within the member's scope: its status (from its form's own
 * list) with history, internal notes, an assignee, and "not spam". Every read
 * and change is audited by action and the lead's reference only: a note's
 * text, a status or an assignee never reaches the audit log.
 */
export function leadWorkRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get<LeadRequest>(routeOf(leadWorkPaths.work), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    await audit(context, request, scoped.who, {
      action: 'lead.work-read',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    return (await readLeadWork(context.db, scoped.lead)) satisfies LeadWork;
  });

  app.post<LeadRequest>(routeOf(leadWorkPaths.status), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    const body = leadStatusRequestSchema.safeParse(request.body);
    const outcome = body.success
      ? await changeStatus(context.db, scoped.lead, body.data.status, scoped.who.member.email, context.now())
      : 'wrong-status';
    if (outcome === 'wrong-status')
      return reply.code(400).send({ message: wrongStatusMessage } satisfies StaffApiError);
    await audit(context, request, scoped.who, {
      action: 'lead.status-changed',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    return (await readLeadWork(context.db, scoped.lead)) satisfies LeadWork;
  });

  app.post<LeadRequest>(routeOf(leadWorkPaths.notes), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    const body = leadNoteRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: badNoteMessage } satisfies StaffApiError);
    await addNote(context.db, scoped.lead, body.data.text, scoped.who.member.email, context.now());
    await audit(context, request, scoped.who, {
      action: 'lead.noted',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    return reply.code(201).send((await readLeadWork(context.db, scoped.lead)) satisfies LeadWork);
  });

  app.get<LeadRequest>(routeOf(leadWorkPaths.assignees), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    const members = await assigneesOf(context.db, scoped.lead);
    return { assignees: members.map((member) => member.email) } satisfies LeadAssignees;
  });

  app.post<LeadRequest>(routeOf(leadWorkPaths.assignee), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    const body = leadAssigneeRequestSchema.safeParse(request.body);
    const outcome = body.success
      ? await assign(context.db, scoped.lead, body.data.email, context.now(), scoped.who.member.email)
      : 'not-assignable';
    if (outcome === 'not-assignable')
      return reply.code(400).send({ message: notAssignableMessage } satisfies StaffApiError);
    await audit(context, request, scoped.who, {
      action: 'lead.assigned',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    return (await readLeadWork(context.db, scoped.lead)) satisfies LeadWork;
  });

  app.post<LeadRequest>(routeOf(leadWorkPaths.release), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    // The CLI's own release: out of spam, and its deliveries queued, in one transaction.
    const outcome = await releaseFromSpam(context.db, scoped.lead.id);
    if (outcome !== 'released')
      return reply.code(409).send({ message: notSpamMessage } satisfies StaffApiError);
    await audit(context, request, scoped.who, {
      action: 'lead.released',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    return { released: true } satisfies LeadReleased;
  });
}
