import type { FastifyInstance } from 'fastify';
import {
  leadDeliveryPaths,
  type LeadDeliveries,
  type LeadRedelivered,
  type StaffApiError,
} from '@agency/staff-contract';
import { redeliverWebhooks } from '../notifications/redeliver-webhooks.ts';
import { readLeadDeliveries } from './lead-deliveries.ts';
import { routeOf } from './lead-work-routes.ts';
import { scopedLead, type LeadRequest } from './scoped-lead.ts';
import { audit, type StaffContext } from './staff-context.ts';

export const noWebhooksMessage = 'No webhook was queued for this lead: nothing to redeliver.';

/**
 * A lead's delivery log and "Redeliver", within the member's scope like
 * reading the lead (else the same 404). Redeliver is the CLI's own
 * operation; the outbox worker sends what it queued at its next poll.
 */
export function leadDeliveryRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get<LeadRequest>(routeOf(leadDeliveryPaths.deliveries), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    await audit(context, request, scoped.who, {
      action: 'lead.deliveries-read',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    return (await readLeadDeliveries(context.db, scoped.lead.id)) satisfies LeadDeliveries;
  });

  app.post<LeadRequest>(routeOf(leadDeliveryPaths.redeliver), async (request, reply) => {
    const scoped = await scopedLead(context, request, reply);
    if (!scoped) return reply;
    const queued = await redeliverWebhooks(context.db, scoped.lead.id, new Date(context.now()));
    if (queued === 0) return reply.code(409).send({ message: noWebhooksMessage } satisfies StaffApiError);
    await audit(context, request, scoped.who, {
      action: 'lead.redelivered',
      target: { kind: 'lead', ref: scoped.lead.id },
    });
    return { queued } satisfies LeadRedelivered;
  });
}
