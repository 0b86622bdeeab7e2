import type { Kysely } from 'kysely';
import { createFastify } from './app.ts';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Engine } from './db/open-database.ts';
import { serveInbox } from './staff/serve-inbox.ts';
import { buildStaffApp } from './staff/staff-app.ts';
import { staffMailer } from './staff-mailer.ts';
import type { TemplateCatalogue } from './conversations/reply-templates.ts';

export interface StaffListener {
  /** The inbox's public origin: STAFF_ORIGIN, else http://localhost:<the port bound>. */
  origin: string;
  /** Where it listens, e.g. 127.0.0.1:4100. */
  bound: string;
  close(): Promise<void>;
}

/**
 * The staff inbox's own listener, in the API's process but on its own port
 * and Fastify instance, so nothing of it is ever answered on the public port.
 * None unless STAFF_PORT is set: tests and the topology start several
 * servers on one machine, where no fixed port can be assumed free (0 picks a
 * free one). STAFF_HOST defaults to 127.0.0.1: reachable through a proxy on
 * the same host, not from the network.
 */
export async function startStaffListener(options: {
  config: ApiConfig;
  db: Kysely<Database>;
  engine: Engine;
  /** Each region's answer templates, checked as the server started. */
  templates?: TemplateCatalogue;
}): Promise<StaffListener | undefined> {
  const { config, db, engine } = options;
  if (config.staff.port === undefined) return undefined;
  const app = createFastify({
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    requestTimeoutMs: config.requestTimeoutMs,
    headersTimeoutMs: config.headersTimeoutMs,
    connectionLimits: config.connectionLimits,
  });
  let origin = config.staff.origin ?? '';
  // Admins' invitations are mailed as `npm run staff` mails them (none without SMTP_URL).
  const mailer = staffMailer(app, config, () => origin);
  buildStaffApp(app, {
    db,
    engine,
    origin: () => origin,
    mailer,
    replies: options.templates && {
      settings: config.replies,
      replyMailbox: config.replyMailbox,
      mailFrom: config.mail.from,
      templates: options.templates,
    },
    invitationsPerHour: config.staffInvitationsPerHour,
  });
  serveInbox(app);
  const address = new URL(await app.listen({ port: config.staff.port, host: config.staff.host }));
  origin ||= `http://localhost:${address.port}`;
  return { origin, bound: address.host, close: () => app.close() };
}
