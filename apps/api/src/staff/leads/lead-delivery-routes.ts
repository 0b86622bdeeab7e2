import type { FastifyInstance } from 'fastify';
import {
  leadDeliveryPaths,
  type LeadDeliveries,
  type LeadRedelivered,
  type StaffApiError,
} from '@agency/staff-contract';
import { redeliverWebhooks } from '../../notifications/redeliver-webhooks.ts';
import { readLeadDeliveries } from './lead-deliveries.ts';
import { routeOf } from './lead-work-routes.ts';
import { audited, type StaffContext } from '../sign-in/staff-context.ts';

export const noWebhooksMessage = 'No webhook was queued for this lead: nothing to redeliver.';

/**
 * A lead's delivery log and "Redeliver", within the member's scope like
 * reading the lead (the leads' group: else the same 404). Redeliver is the
 * CLI's own operation; the outbox worker sends what it queued at its next poll.
 */
export function leadDeliveryRoutes(app: FastifyInstance, context: StaffContext): void {
  app.get(routeOf(leadDeliveryPaths.deliveries), audited('lead.deliveries-read'), async (request) => {
    return (await readLeadDeliveries(context.db, request.lead.id)) satisfies LeadDeliveries;
  });

  app.post(routeOf(leadDeliveryPaths.redeliver), audited('lead.redelivered'), async (request, reply) => {
    const queued = await redeliverWebhooks(context.db, request.lead.id, new Date(context.now()));
    if (queued === 0) return reply.code(409).send({ message: noWebhooksMessage } satisfies StaffApiError);
    return { queued } satisfies LeadRedelivered;
  });
}
