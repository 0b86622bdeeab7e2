import { hourMs, minuteMs } from '@agency/staff-contract';
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { defaultCvMaxBytes, headerKey, wireHeaders, type ApiError } from '@agency/contract';
import { defaultRequestTimeoutMs } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Engine } from './db/open-database.ts';
import type { OutboxWorker } from './notifications/outbox-worker.ts';
import type { MailboxHealth } from './conversations/inbound-health.ts';
import type { DeliverySettings } from './notifications/queue-deliveries.ts';
import { formTokenRoute } from './routes/form-token-route.ts';
import { RequestLineLog } from './request-log.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { IntakeTally } from './routes/intake-tally.ts';
import { openApiRoute } from './routes/openapi-route.ts';
import { DeliveryWatch } from './observability/delivery-watch.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import type { IntakeActivity } from './submissions/intake-activity.ts';
import { answerWhileStopping } from './routes/stopping-answers.ts';
import { optionsOnFormPaths, submissionRoutes } from './routes/submission-routes.ts';
import { uploadSpace, type UploadSettings } from './routes/upload-space.ts';
import { limitConnections, type ConnectionLimits } from './security/connection-limits.ts';
import { answerClientError, answerFrameworkError } from './security/edge-errors.ts';
import { createRateLimiter } from './security/rate-limiter.ts';
import { addSecurityHeaders } from './security/security-headers.ts';
import {
  invalidUtf8Message,
  strictJsonBodies,
  refuseOtherTransferCodings,
} from './security/strict-bodies.ts';
import { DatabaseStatus } from './submissions/database-status.ts';
import type { PositionCatalogue } from './submissions/open-positions.ts';
import { DatabaseUnavailableError, databaseUnavailableMessage } from './submissions/database-unavailable.ts';

export interface ApiAppOptions {
  db: Kysely<Database>;
  engine?: Engine;
  /** Origins the sites are served from; empty = the server's own. */
  siteOrigins?: string[];
  formTokenSecret: string;
  rateLimit?: { max: number; windowMs: number };
  /** The job application's own limit (default: 3 an hour). */
  uploadRateLimit?: { max: number; windowMs: number };
  /** The largest CV taken (default: the contract's 5 MB). */
  cvMaxBytes?: number;
  /** Uploads' memory share and temporary folder (default: upload-space.ts). */
  uploads?: UploadSettings;
  /** What a lead is delivered as besides the staff notification (default: a confirmation, no webhooks). */
  deliveries?: DeliverySettings;
  /** The process's metrics (shared with its outbox worker); a registry of its own when not given. */
  metrics?: Metrics;
  /** Turns readiness `degraded` when a delivery stalls (DELIVERY_ALERT_MINUTES); 30 minutes by default. */
  deliveryAlertMs?: number;
  /** Submissions on their way to a commit, shared with the process's outbox worker. */
  activity?: IntakeActivity;
  /** Told when a notification is queued, so it goes out at once. */
  outbox?: Pick<OutboxWorker, 'poke'>;
  /** How often the intake counts are logged (when there was traffic); a minute by default. */
  intakeLogPeriodMs?: number;
  /** A database outage's state changes are logged at most once per this time; 10 s by default. */
  databaseLogQuietMs?: number;
  /** What "now" is when a job application's position is checked for being open; the real time by default. */
  clock?: () => Date;
  /** The positions a job application may name; the collections' files by default (a test gives its own). */
  positions?: PositionCatalogue;
  /** The reply mailbox's readiness, when one is read (INBOUND_IMAP_URL). */
  mailbox?: MailboxHealth;
}

/** The API as a Fastify app: every route under /api. */
export function buildApiApp(app: FastifyInstance, options: ApiAppOptions): FastifyInstance {
  const siteOrigins = options.siteOrigins ?? [];
  answerWhileStopping(app, siteOrigins);
  optionsOnFormPaths(app, siteOrigins.length > 0);
  // Only the form token's route sets a cookie; no request's Cookie header is parsed.
  void app.register(fastifyCookie, { hook: false });
  // CORS answers only the configured site origins (never *); with none
  // configured the sites share the API's origin and CORS stays off.
  if (siteOrigins.length > 0) {
    void app.register(fastifyCors, {
      origin: siteOrigins,
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: [
        'Content-Type',
        wireHeaders.idempotencyKey,
        wireHeaders.formToken,
        wireHeaders.honeypot,
        wireHeaders.siteRegion,
        wireHeaders.attribution,
      ],
      maxAge: 600,
    });
  }
  const rateLimit = options.rateLimit ?? { max: 5, windowMs: 600_000 };
  const uploadRateLimit = options.uploadRateLimit ?? { max: 3, windowMs: hourMs };
  const engine = options.engine ?? 'sqlite';
  const metrics = options.metrics ?? createMetrics(options.db);
  metrics.timeRequests(app);
  const deliveryWatch = new DeliveryWatch(options.db, options.deliveryAlertMs ?? 30 * minuteMs, app.log);
  const tally = new IntakeTally();
  const databaseStatus = new DatabaseStatus(app.log, options.databaseLogQuietMs);
  app.addHook('onReady', async () => {
    tally.start(app.log, options.intakeLogPeriodMs ?? 60_000);
    // Looked at on its own too, so a stall is logged when no probe asks.
    deliveryWatch.start();
  });
  app.addHook('onClose', async () => {
    tally.stop(app.log);
    databaseStatus.stop();
    deliveryWatch.stop();
  });
  submissionRoutes(app, {
    db: options.db,
    engine,
    deliveries: options.deliveries ?? { confirmations: true, webhookUrls: [] },
    siteOrigins,
    formTokenSecret: options.formTokenSecret,
    rateLimiters: {
      enquiries: createRateLimiter(options.db, engine, rateLimit.max, rateLimit.windowMs),
      uploads: createRateLimiter(options.db, engine, uploadRateLimit.max, uploadRateLimit.windowMs),
    },
    cvMaxBytes: options.cvMaxBytes ?? defaultCvMaxBytes,
    uploads: uploadSpace(app, options.uploads),
    onMailQueued: options.outbox && (() => options.outbox?.poke()),
    onStored: metrics.leadStored,
    activity: options.activity,
    tally,
    databaseStatus,
    clock: options.clock,
    positions: options.positions,
  });
  formTokenRoute(app, options.formTokenSecret);
  healthRoutes(app, options.db, databaseStatus, deliveryWatch, options.mailbox);
  openApiRoute(app);
  return app;
}

// Fastify's own 4xx errors, reworded for the people whose forms they reach.
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The form is too large: send at most 32 KiB.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the form as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send the form as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  AGENCY_INVALID_UTF8: invalidUtf8Message,
};

export interface CreateFastifyOptions {
  logLevel?: string;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Proxies whose X-Forwarded-For is believed (IPs or CIDR ranges). */
  trustProxy?: string[];
  /** A request must arrive in full within this time (slow-client protection). */
  requestTimeoutMs?: number;
  /** A request's headers must arrive within this time (at most requestTimeoutMs). */
  headersTimeoutMs?: number;
  /** Caps on open connections, in all and per client; none when unset. */
  connectionLimits?: Omit<ConnectionLimits, 'trustedProxies'>;
}

const REQUEST_ID = /^[\w.-]{1,100}$/;

export function createFastify(options: CreateFastifyOptions | string = {}): FastifyInstance {
  const {
    logLevel = 'info',
    logStream,
    trustProxy = [],
    requestTimeoutMs = defaultRequestTimeoutMs,
    headersTimeoutMs = 5_000,
    connectionLimits,
  } = typeof options === 'string' ? { logLevel: options } : options;
  const requestLog = new RequestLineLog();
  const app = Fastify({
    // Only method, path and addresses of a request are logged, never bodies or
    // the query string (where a form could leak personal data).
    logger: {
      level: logLevel,
      // stdout is a pipe or a file, which Node writes synchronously: one
      // blocking write per log line was the largest cost of a rejected
      // request. Asynchronous writes coalesce the lines that arrive while one
      // is in flight and still go out at once when the server is quiet; pino
      // flushes what is left when the process exits.
      stream: logStream ?? pino.destination({ dest: 1, sync: false }),
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
      },
    },
    genReqId: (req) => {
      const given = req.headers[headerKey(wireHeaders.requestId)];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // X-Forwarded-For only from a configured proxy; otherwise the peer address.
    trustProxy: trustProxy.length > 0 ? trustProxy : false,
    // Slow clients: a request must be complete in time, idle sockets close.
    requestTimeout: requestTimeoutMs,
    // Node looks for overdue requests every 30 s by default; look every second.
    // The time-outs must reach the constructor too: Node 24 ignores them set later.
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs, requestTimeoutMs),
    },
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    bodyLimit: 32 * 1024,
    // Malformed JSON and prototype-poisoning keys are a 400, never a 5xx.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Answered by answerWhileStopping (routes/stopping-answers.ts), with every header.
    return503OnClosing: false,
    logController: requestLog,
    // Answers made below the routes get the same JSON shape and headers as the rest.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  requestLog.useLogger(app.log);
  if (connectionLimits)
    limitConnections(app.server, { ...connectionLimits, trustedProxies: trustProxy }, app.log);

  // First of all hooks, so any answer, a refusal by a later hook included, has them.
  addSecurityHeaders(app);
  // Callback hooks: an async one costs a promise and a microtask turn per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(wireHeaders.requestId, request.id);
    done();
  });
  strictJsonBodies(app);
  refuseOtherTransferCodings(app);

  // While stopping, answers close their keep-alive connection: an idle
  // keep-alive socket would otherwise hold the shutdown open until time-out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Logged once per outage by the database status, not per request.
    if (error instanceof DatabaseUnavailableError)
      return reply
        .code(503)
        .header('Retry-After', '30')
        .send({ message: databaseUnavailableMessage } satisfies ApiError);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        clientErrorMessages[error.code] ??
        (error instanceof SyntaxError || /JSON|prototype|constructor/i.test(error.message)
          ? 'The request body is not valid JSON.'
          : 'The request could not be read.');
      return reply.code(status).send({ message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.' } satisfies ApiError);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ message: `Nothing here: ${request.method} ${request.url.split('?')[0]}` } satisfies ApiError),
  );
  return app;
}
