import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  headerKey,
  noScriptMediaType,
  wireHeaders,
  type ApiError,
  type FormKind,
  type Region,
} from '@agency/contract';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { DeliverySettings } from '../notifications/queue-deliveries.ts';
import { attributionOf } from '../submissions/attribution.ts';
import type { IntakeActivity } from '../submissions/intake-activity.ts';
import { isForeignOrigin } from '../security/origin-check.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import { browserFormSignals, honeypotSignals, tokenSignals } from '../security/spam-signals.ts';
import type { DatabaseStatus } from '../submissions/database-status.ts';
import { formKinds, type FormKindDefinition } from '../submissions/form-kinds.ts';
import { EdgeFaultError } from './edge-faults.ts';
import { responderFor, type ResponderContext } from './edge-responders.ts';
import type { IntakeTally } from './intake-tally.ts';
import { formPostAnswers } from './no-script-answers.ts';
import { formFieldKinds, parseFormBody } from './no-script-body.ts';
import { readBody } from './read-body.ts';
import type { UploadSpace } from './upload-spool.ts';
import { channelOf, encodingOf, isEncoded } from './submission-edge.ts';
import { createIntake } from './submission-intake.ts';
import type { PositionCatalogue } from '../submissions/open-positions.ts';

export interface SubmissionRouteOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** What a lead is delivered as, besides the staff notification. */
  deliveries: DeliverySettings;
  siteOrigins: string[];
  formTokenSecret: string;
  /** The enquiries' limit, and the job application's own (uploads). */
  rateLimiters: { enquiries: RateLimiter; uploads: RateLimiter };
  cvMaxBytes: number;
  /** What uploads in progress may hold in memory, and where the rest goes. */
  uploads: UploadSpace;
  /** Told when a stored submission queued mail (a notification), so it goes out at once. */
  onMailQueued?: (() => void) | undefined;
  /** Told of each submission stored (the metrics). */
  onStored?: ((form: FormKind, region: Region, spam: boolean) => void) | undefined;
  /** Submissions on their way to a commit (the outbox waits for quiet). */
  activity?: IntakeActivity | undefined;
  tally: IntakeTally;
  databaseStatus: DatabaseStatus;
  /** What "now" is when a position's closing is checked; the real time by default. */
  clock?: (() => Date) | undefined;
  /** The positions a job application may name; the collections' files by default. */
  positions?: PositionCatalogue | undefined;
}

/**
 * OPTIONS on the form paths: a CORS preflight when origins are configured
 * (answered 204 by @fastify/cors), otherwise 405 with Allow. Call it before
 * the CORS plugin is registered: its hook must come first, or the plugin
 * answers an OPTIONS that is not a preflight 400 in plain text.
 */
export function optionsOnFormPaths(app: FastifyInstance, corsOn: boolean): void {
  const paths = new Set(formKinds.map((def) => def.path));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS' || !paths.has(request.routeOptions.url ?? '')) return done();
    const preflight =
      request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined;
    if (corsOn && preflight) return done();
    void reply
      .code(405)
      .header('Allow', 'POST')
      .send({ message: 'Only POST is allowed here.' } satisfies ApiError);
  });
}

/**
 * The form calls: the three of docs/requirements.md §7 (JSON, and url-encoded
 * from a form posted without JavaScript) and the job application (multipart,
 * with the CV). Each request meets one edge: its encoding is read once, its
 * channel (a script, answered in JSON, or the browser's own post, answered
 * with a page) decides every answer through one responder, and the body,
 * whatever its encoding, becomes one submission for the one intake. 405 for
 * any other method on their paths (OPTIONS: see optionsOnFormPaths).
 */
export function submissionRoutes(app: FastifyInstance, options: SubmissionRouteOptions) {
  const { siteOrigins, tally, cvMaxBytes } = options;
  const intake = createIntake(options);
  const formPost = formPostAnswers(siteOrigins, tally);

  app.addContentTypeParser(noScriptMediaType, { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseFormBody(body as Buffer));
    } catch (error) {
      done(error as FastifyError, undefined);
    }
  });

  // Generic in the kind, so each form's body is typed by its own schema.
  const route = <Kind extends FormKind>(scope: FastifyInstance, def: FormKindDefinition<Kind>) => {
    const fieldKinds = formFieldKinds(def.schema);
    const context: ResponderContext = { def, cvMaxBytes, formPost, knownNames: new Set(fieldKinds.keys()) };
    const respond = (request: FastifyRequest, reply: FastifyReply) =>
      responderFor(channelOf(request, encodingOf(request), def.encodings), request, reply, context);
    scope.route({
      method: 'POST',
      url: def.path,
      // Checked before the body is read, so a large upload that will be refused costs nothing.
      // A callback hook: an async one costs a promise and a microtask turn per request.
      onRequest: (request, reply, done) => {
        const encoding = encodingOf(request);
        if (isForeignOrigin(siteOrigins, request))
          return void respond(request, reply).refused('foreign-origin');
        if (isEncoded(request)) return void respond(request, reply).refused('encoded');
        if (!encoding || !def.encodings.includes(encoding))
          return void respond(request, reply).refused('unsupported-type');
        done();
      },
      // Refusals answered as JSON are counted by status; a form post's are counted as it is sent on.
      onResponse: (_request, reply, done) => {
        if (reply.statusCode >= 400) tally.rejected(reply.statusCode);
        done();
      },
      errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
        respond(request, reply).failed(error),
      handler: async (request, reply) => {
        const encoding = encodingOf(request)!;
        const channel = channelOf(request, encoding, def.encodings);
        const responder = respond(request, reply);
        let read;
        try {
          read = await readBody(request, encoding, { fieldKinds, cvMaxBytes, uploads: options.uploads });
        } catch (error) {
          if (error instanceof EdgeFaultError) return responder.refused(error.fault, error.field);
          throw error;
        }
        if (def.carriesCv && !read.cv) return responder.refused('cv-missing');
        const region = def.regionOf(request, read.declaredRegion);
        // A script says who it is by its form token; the browser's own post by how it navigates.
        const token = channel === 'script' ? tokenSignals(request, options.formTokenSecret) : undefined;
        const outcome = await intake(request, def, {
          body: read.body,
          region,
          idempotencyKey: request.headers[headerKey(wireHeaders.idempotencyKey)],
          spamReasons: [
            ...(token ? token.reasons : browserFormSignals(request, siteOrigins)),
            ...honeypotSignals(read.honeypot),
          ],
          tokenId: token?.id,
          cv: read.cv,
          attribution: attributionOf(request, channel === 'script'),
        });
        return responder.outcome(outcome, region);
      },
    });
  };

  const uploads = formKinds.filter((def) => def.encodings.includes('multipart'));
  for (const def of formKinds) if (!uploads.includes(def)) route(app, def);
  // The multipart parser and its hooks serve only the upload routes, in a scope of their own.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: true });
    for (const def of uploads) route(scope, def);
  });

  for (const def of formKinds)
    app.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: def.path,
      handler: async (_request, reply: FastifyReply) =>
        reply
          .code(405)
          .header('Allow', 'POST')
          .send({ message: 'Only POST is allowed here.' } satisfies ApiError),
    });
}
