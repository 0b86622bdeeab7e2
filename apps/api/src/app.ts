import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { contactQueryRoute } from './routes/contact-query-route.ts';

export interface ApiAppOptions {
  db: Kysely<Database>;
  logLevel?: string;
}

/** The API as a Fastify app: every route under /api. */
export function buildApiApp(app: FastifyInstance, { db }: ApiAppOptions): FastifyInstance {
  contactQueryRoute(app, db);
  app.get('/api/health/live', async () => ({ status: 'ok' }));
  return app;
}

export function createFastify(logLevel = 'info'): FastifyInstance {
  return Fastify({
    logger: { level: logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: 32 * 1024,
    // Malformed JSON and prototype-poisoning keys are a 400, never a 5xx.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  });
}
