import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { pendingScrubs } from '../db/pending-scrubs.ts';
import type { Database } from '../db/schema.ts';
import type { DeliveryChannel } from '../notifications/delivery-queue.ts';
import { deliveryBacklog, deliveryChannels } from './delivery-backlog.ts';

/**
 * The API's Prometheus metrics (prom-client), one registry per process:
 * leads stored by form, region and spam verdict; deliveries sent and failed
 * by channel, and those pending with the age of the oldest (read from the
 * database at each scrape, so every instance reports the same backlog);
 * erasures not yet proved scrubbed from the database's files, and the age of the oldest;
 * request latency by route; and the process's own (memory, CPU, event loop).
 */
export function createMetrics(db: Kysely<Database>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'agency_' });
  const leads = new Counter({
    name: 'agency_leads_stored_total',
    help: 'Leads stored, by form, region and spam verdict (lead or spam).',
    labelNames: ['form', 'region', 'verdict'],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'agency_deliveries_total',
    help: 'Deliveries that ended, by channel (notification, confirmation, webhook, digest, reply) and outcome (sent, failed).',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  });
  // Both gauges are read together at a scrape: one query for both.
  let backlog: ReturnType<typeof deliveryBacklog> | undefined;
  const freshBacklog = () =>
    (backlog ??= deliveryBacklog(db).finally(() => setImmediate(() => (backlog = undefined))));
  new Gauge({
    name: 'agency_deliveries_pending',
    help: 'Messages not yet delivered, by channel.',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      const now = await freshBacklog();
      for (const channel of deliveryChannels) this.set({ channel }, now[channel].pending);
    },
  });
  new Gauge({
    name: 'agency_delivery_oldest_pending_seconds',
    help: 'How long the oldest message not yet delivered has waited, by channel (0 with none).',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      const now = await freshBacklog();
      for (const channel of deliveryChannels) {
        const queuedAt = now[channel].oldestQueuedAt;
        this.set({ channel }, queuedAt ? Math.max(0, (Date.now() - Date.parse(queuedAt)) / 1000) : 0);
      }
    },
  });
  new Gauge({
    name: 'agency_erasure_scrubs_pending',
    help: "Erasures (and purges) whose rows are deleted but not yet proved scrubbed from the database's files.",
    registers: [registry],
    async collect() {
      this.set((await pendingScrubs(db)).pending);
    },
  });
  new Gauge({
    name: 'agency_erasure_scrub_oldest_pending_seconds',
    help: 'How long ago the oldest erasure not yet scrubbed deleted its rows (0 with none).',
    registers: [registry],
    async collect() {
      const { oldestDeletedAt } = await pendingScrubs(db);
      this.set(oldestDeletedAt ? Math.max(0, (Date.now() - Date.parse(oldestDeletedAt)) / 1000) : 0);
    },
  });
  const requests = new Histogram({
    name: 'agency_http_request_duration_seconds',
    help: 'Time to answer API requests, by method, route and status class.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    registry,
    leadStored: (form: string, region: string, spam: boolean) =>
      leads.inc({ form, region, verdict: spam ? 'spam' : 'lead' }),
    delivered: (channel: DeliveryChannel, outcome: 'sent' | 'failed') => deliveries.inc({ channel, outcome }),
    /** Times every API answer (the sites' files are nginx's or the gateway's business). */
    timeRequests(app: FastifyInstance) {
      app.addHook('onResponse', (request, reply, done) => {
        if (request.url.startsWith('/api/'))
          requests.observe(
            {
              method: request.method,
              route: request.routeOptions.url ?? 'unmatched',
              status: `${Math.floor(reply.statusCode / 100)}xx`,
            },
            reply.elapsedTime / 1000,
          );
        done();
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
