import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../observability/metrics.ts';

/**
 * GET /api/metrics: Prometheus text format, for the scraper on the
 * instances' own network; nginx does not pass it on from the public side
 * (docs/deployment.md).
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics) {
  app.get('/api/metrics', async (_request, reply) =>
    reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}
