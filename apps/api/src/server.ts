import { join } from 'node:path';
import { buildApiApp, createFastify } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { serveSites } from './gateway/serve-sites.ts';
import { createOutboxWorker } from './notifications/outbox-worker.ts';
import { createMetrics } from './observability/metrics.ts';
import { createMetricsServer, metricsPath } from './routes/metrics-route.ts';
import { IntakeActivity } from './submissions/intake-activity.ts';
import type { PositionCatalogue } from './submissions/open-positions.ts';
import { createSmtpTransport } from './notifications/smtp-transport.ts';
import { createSpamDigest } from './notifications/spam-digest.ts';
import { spamDigestIntervalMs } from './spam-digest-settings.ts';
import { uploadTempFolder } from './routes/upload-spool.ts';
import { formTokenSecret } from './security/form-token.ts';
import { createRetention } from './submissions/retention.ts';
import { startStaffListener } from './staff-listener.ts';
import { CollectionError } from '@agency/articles/collection';
import { loadTemplateCatalogue, type TemplateSources } from './conversations/reply-templates.ts';
import { createInboundService } from './conversations/inbound-service.ts';
import { replyQueue } from './conversations/reply-queue.ts';
import type { DnsResolver } from './conversations/mail-auth-verdicts.ts';

/** What a process may be given besides its environment: only tests give anything. */
export interface ServerOverrides {
  /** The positions a job application may name, instead of the collections' files. */
  positions?: PositionCatalogue;
  /** The answer templates' files, instead of the collections'. */
  templateSources?: TemplateSources;
  /** DNS for the DKIM keys of inbound mail, instead of the system's. */
  dnsResolver?: DnsResolver;
}

/**
 * `npm start`: one process that serves the India site at /, the UK site at
 * /uk/ and the API at /api/, on PORT, with SQLite in DATA_DIR or PostgreSQL
 * at DATABASE_URL, and sends lead notifications from the outbox.
 */
async function startServer(overrides: ServerOverrides) {
  const config = loadConfig();
  // Checked before anything opens: a bad template stops the start, naming its file and line.
  const templates = loadTemplateCatalogue(overrides.templateSources);
  const spamDigestEveryMs = spamDigestIntervalMs();
  const { db, engine, location } = openDatabase(config);
  await migrateToLatest(db);

  const app = createFastify({
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    requestTimeoutMs: config.requestTimeoutMs,
    headersTimeoutMs: config.headersTimeoutMs,
    connectionLimits: config.connectionLimits,
  });
  const metrics = createMetrics(db);
  const metricsServer = createMetricsServer(metrics);
  const activity = new IntakeActivity();
  const outbox = createOutboxWorker({
    db,
    engine,
    transport: config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.outbox.leaseMs, undefined, config.dkim)
      : undefined,
    mail: config.mail,
    replies: config.replyMailbox
      ? replyQueue(db, engine, { from: config.replies.from, replyMailbox: config.replyMailbox })
      : undefined,
    webhooks: config.deliveries.webhookUrls.length > 0 ? { secrets: config.webhookSecrets } : undefined,
    onDelivery: metrics.delivered,
    deliveries: config.deliveries,
    quiet: () => activity.quiet(),
    ...config.outbox,
    log: app.log,
  });
  const spamDigest = createSpamDigest({
    db,
    intervalMs: spamDigestEveryMs,
    onQueued: () => outbox.poke(),
    log: app.log,
  });
  const retention = createRetention({ db, engine, days: config.retention, log: app.log });
  // The reply mailbox, read when INBOUND_IMAP_URL is set (docs/deployment.md).
  const inbound =
    config.inbound &&
    createInboundService({
      settings: config.inbound,
      db,
      cvMaxBytes: config.cvMaxBytes,
      metrics,
      log: app.log,
      resolver: overrides.dnsResolver,
    });
  buildApiApp(app, {
    db,
    engine,
    siteOrigins: config.siteOrigins,
    formTokenSecret: formTokenSecret(config.formTokenSecret, config.dataDir),
    rateLimit: config.rateLimit,
    uploadRateLimit: config.uploadRateLimit,
    cvMaxBytes: config.cvMaxBytes,
    uploads: {
      memory: config.uploadMemory,
      disk: config.uploadDisk,
      tempDir: join(config.dataDir, uploadTempFolder),
    },
    deliveries: config.deliveries,
    metrics,
    deliveryAlertMs: config.deliveryAlertMs,
    activity,
    outbox,
    positions: overrides.positions,
    mailbox: inbound?.health,
  });
  const appsDir = join(import.meta.dirname, '../..');
  // In `npm run dev` the Vite dev servers serve the sites; elsewhere this process does.
  if (process.env.API_ONLY !== '1') {
    await serveSites(
      app,
      {
        india: process.env.SITE_IN_DIR ?? join(appsDir, 'site-in/dist'),
        uk: process.env.SITE_UK_DIR ?? join(appsDir, 'site-uk/dist'),
      },
      { otherOrigins: config.siteOrigins },
    );
  }

  // Its own port and Fastify instance; none unless STAFF_PORT is set (docs/staff.md).
  const staffInbox = await startStaffListener({ config, db, engine, templates });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // A request that never ends must not keep the process from stopping.
    setTimeout(() => {
      app.log.error('requests still in flight after the shutdown time-out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    await app.close();
    await metricsServer.close();
    await staffInbox?.close();
    await spamDigest.stop();
    await retention.stop();
    await inbound?.reader.stop();
    await outbox.stop();
    await db.destroy();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const metricsAddress = await metricsServer.listen(config.metrics);
  const address = await app.listen({ port: config.port, host: config.host });
  outbox.start();
  spamDigest.start();
  retention.start();
  inbound?.reader.start();
  if (!config.smtpUrl)
    app.log.warn('SMTP_URL is not set: lead notifications wait in the outbox until it is configured');
  const port = new URL(address).port;
  // Printed for people and parsed by the e2e suite: keep the "listening on" line.
  console.log(`listening on http://localhost:${port}`);
  console.log(`  India site  http://localhost:${port}/`);
  console.log(`  UK site     http://localhost:${port}/uk/`);
  console.log(`  API         http://localhost:${port}/api/`);
  console.log(`  metrics     ${metricsAddress}${metricsPath} (METRICS_HOST, METRICS_PORT)`);
  console.log(`  database    ${engine} ${location}`);
  if (config.inbound)
    console.log(
      `  replies     read from imap${config.inbound.account.secure ? 's' : ''}://${config.inbound.account.host}:${config.inbound.account.port}`,
    );
  if (staffInbox) console.log(`  staff inbox ${staffInbox.origin}/ (bound to ${staffInbox.bound})`);
  console.log(
    `  email       ${config.smtpUrl ? 'SMTP configured' : 'SMTP_URL not set: notifications wait in the outbox'}`,
  );
}

/** Starts the server as this process's work; a bad configuration ends it with its message and exit 1. */
export function runServerProcess(overrides: ServerOverrides = {}): void {
  startServer(overrides).catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof CollectionError ? error.message : error);
    process.exit(1);
  });
}
