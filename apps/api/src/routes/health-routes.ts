import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DatabaseStatus } from '../submissions/database-status.ts';

/**
 * Liveness (the process answers) and readiness (the database answers too).
 * A probe's finding goes to the database status, which logs a change of
 * state once, not every probe.
 */
export function healthRoutes(app: FastifyInstance, db: Kysely<Database>, status: DatabaseStatus) {
  app.get('/api/health/live', async () => ({ status: 'ok' }));
  app.get('/api/health/ready', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      status.answered();
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      status.failed(error);
      return reply
        .code(503)
        .header('Retry-After', '30')
        .send({ status: 'unavailable', database: 'unreachable', message: 'The database does not answer.' });
    }
  });
}
