import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { pendingScrubs } from '../db/pending-scrubs.ts';
import type { Database } from '../db/schema.ts';
import type { DeliveryWatch } from '../observability/delivery-watch.ts';
import type { MailboxHealth } from '../conversations/inbound-health.ts';
import type { DatabaseStatus } from '../submissions/database-status.ts';

/**
 * Liveness (the process answers) and readiness (the database answers too).
 * A probe's finding goes to the database status, which logs a change of
 * state once, not every probe. A delivery that has stalled makes readiness
 * `degraded` with the reason, still 200: a load balancer must not take an
 * instance out of service for a mail relay's outage. So does an erasure's
 * scrub left pending, with its count, age and what held it.
 */
export function healthRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  status: DatabaseStatus,
  deliveries: DeliveryWatch,
  mailbox?: MailboxHealth,
) {
  app.get('/api/health/live', async () => ({ status: 'ok' }));
  app.get('/api/health/ready', async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      status.answered();
      const delivery = await deliveries.check();
      const answer = delivery.degraded
        ? { status: 'degraded', database: 'ok', delivery: 'stalled', reason: delivery.reason }
        : { status: 'ok', database: 'ok', delivery: 'ok' };
      const scrubs = await pendingScrubs(db);
      // An erasure whose rows are gone but whose bytes are not yet scrubbed (delete-submissions.ts): the
      // hourly purge retries it; degraded until then, as a stalled delivery, with no personal data.
      const scrub =
        scrubs.pending > 0
          ? {
              status: 'degraded',
              scrub: 'pending',
              scrubReason:
                `${scrubs.pending} erasure${scrubs.pending === 1 ? '' : 's'} not yet scrubbed from the database's files, ` +
                `the oldest since ${scrubs.oldestDeletedAt}${scrubs.reason ? `, held by ${scrubs.reason}` : ''}`,
            }
          : {};
      if (!mailbox) return { ...answer, ...scrub };
      // The reply mailbox (INBOUND_IMAP_URL): unreadable for too long is degraded, as a stalled delivery.
      const read = mailbox.check();
      return {
        ...answer,
        ...(read.readable ? {} : { status: 'degraded' }),
        mailbox: read.readable ? 'ok' : 'unreadable',
        ...(read.reason ? { mailboxReason: read.reason } : {}),
        mailboxLeft: read.left,
        ...scrub,
      };
    } catch (error) {
      status.failed(error);
      return reply
        .code(503)
        .header('Retry-After', '30')
        .send({ status: 'unavailable', database: 'unreachable', message: 'The database does not answer.' });
    }
  });
}
