import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from '../observability/metrics.ts';
import { addSecurityHeaders, apiSecurityHeaders } from '../security/security-headers.ts';

/** Where the metrics listener serves them: the path Prometheus scrapes by default. */
export const metricsPath = '/metrics';

/**
 * GET /metrics in Prometheus text format, on a listener of its own
 * (METRICS_HOST:METRICS_PORT, 127.0.0.1 by default), never on the public
 * port: the metrics tell lead counts per spam verdict, the delivery backlog
 * and file-descriptor limits, none of which a visitor or a bot may learn
 * (docs/deployment.md). Nothing else is served on it.
 */
export function createMetricsServer(metrics: Metrics): FastifyInstance {
  const app = Fastify({ logger: false });
  addSecurityHeaders(app);
  app.get(metricsPath, async (_request, reply) =>
    reply
      .headers(apiSecurityHeaders)
      .header('content-type', metrics.registry.contentType)
      .send(await metrics.registry.metrics()),
  );
  return app;
}
