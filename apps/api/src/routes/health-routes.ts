import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export function healthRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/api/health/live', async () => ({ status: 'ok' }));
  app.get('/api/health/ready', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database does not answer');
      return reply
        .code(503)
        .send({ status: 'unavailable', database: 'unreachable', message: 'The database does not answer.' });
    }
  });
}
