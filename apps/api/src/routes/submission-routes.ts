import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { headerKey, noScriptMediaType, wireHeaders, type ApiError, type FormKind } from '@agency/contract';
import type { Database } from '../db/schema.ts';
import type { OutboxWorker } from '../notifications/outbox-worker.ts';
import { isForeignOrigin } from '../security/origin-check.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import { browserFormSignals, honeypotSignals, scriptedFormSignals } from '../security/spam-signals.ts';
import { DatabaseUnavailableError } from '../submissions/database-unavailable.ts';
import type { DatabaseStatus } from '../submissions/database-status.ts';
import { formKinds, type FormKindDefinition } from '../submissions/form-kinds.ts';
import type { IntakeTally } from './intake-tally.ts';
import { answerJson } from './json-answers.ts';
import { formFieldKinds, formPostBody, parseFormBody } from './no-script-body.ts';
import { formPostAnswers, reasonForStatus } from './no-script-answers.ts';
import { createIntake, type IntakeOutcome } from './submission-intake.ts';

export interface SubmissionRouteOptions {
  db: Kysely<Database>;
  noticeVersion: string;
  siteOrigins: string[];
  formTokenSecret: string;
  rateLimiter: RateLimiter;
  outbox?: Pick<OutboxWorker, 'poke'> | undefined;
  tally: IntakeTally;
  databaseStatus: DatabaseStatus;
}

function mediaType(request: FastifyRequest): string | undefined {
  const type = request.headers['content-type'];
  return typeof type === 'string' ? type.split(';')[0]?.trim().toLowerCase() : undefined;
}

/** A form posted by the browser itself, without JavaScript: answered with redirects, never JSON. */
const isFormPost = (request: FastifyRequest) => mediaType(request) === noScriptMediaType;

/** Only `identity` (no coding) is read: a compressed body would be stored as its compressed bytes. */
function isEncoded(request: FastifyRequest): boolean {
  const coding = request.headers['content-encoding'];
  return coding !== undefined && coding.trim() !== '' && coding.trim().toLowerCase() !== 'identity';
}

const unsupportedType: ApiError = { message: 'Send the form as JSON (Content-Type: application/json).' };
const unsupportedEncoding: ApiError = {
  message: 'Send the form uncompressed: Content-Encoding must be absent or identity.',
};
const foreignOrigin: ApiError = { message: 'Forms can only be sent from our own website.' };

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
 * The three calls of docs/requirements.md §7, as JSON (the requirements' calls) and
 * as forms posted without JavaScript; 405 for any other method on their
 * paths (OPTIONS: see optionsOnFormPaths).
 */
export function submissionRoutes(app: FastifyInstance, options: SubmissionRouteOptions) {
  const { siteOrigins, tally } = options;
  const intake = createIntake(options);
  const formPost = formPostAnswers(siteOrigins, tally);

  app.addContentTypeParser(noScriptMediaType, { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseFormBody(body as Buffer));
    } catch (error) {
      done(error as FastifyError, undefined);
    }
  });

  const notified = (outcome: IntakeOutcome) => {
    // The notification goes out now rather than at the next outbox poll.
    if (outcome.kind === 'stored' && outcome.spamReasons.length === 0) options.outbox?.poke();
  };

  // Generic in the kind, so each form's body is typed by its own schema.
  formKinds.forEach(<Kind extends FormKind>(def: FormKindDefinition<Kind>) => {
    const fieldKinds = formFieldKinds(def.schema);
    const knownNames = new Set(fieldKinds.keys());
    app.route({
      method: 'POST',
      url: def.path,
      // Checked before the body is read, so a large upload that will be refused costs nothing.
      // A callback hook: an async one costs a promise and a microtask turn per request.
      onRequest: (request, reply, done) => {
        const posted = isFormPost(request);
        if (isForeignOrigin(siteOrigins, request)) {
          if (posted) void formPost.notSent(request, reply, def.regionOf(request), 'foreign-origin');
          else void reply.code(403).send(foreignOrigin);
          return;
        }
        if (isEncoded(request)) {
          if (posted) void formPost.notSent(request, reply, def.regionOf(request), 'malformed');
          else void reply.code(415).send(unsupportedEncoding);
          return;
        }
        if (!posted && mediaType(request) !== 'application/json') {
          void reply.code(415).send(unsupportedType);
          return;
        }
        done();
      },
      // Refusals answered as JSON are counted by status; a form post's are counted as it is sent on.
      onResponse: (_request, reply, done) => {
        if (reply.statusCode >= 400) tally.rejected(reply.statusCode);
        done();
      },
      // A form post's errors (unreadable, too large, database down) go to the error page;
      // a JSON call's go on to the app's handler.
      errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        if (!isFormPost(request)) throw error;
        const unavailable = error instanceof DatabaseUnavailableError;
        const status = unavailable ? 503 : (error.statusCode ?? 500);
        if (status >= 500 && !unavailable) request.log.error({ err: error }, 'unexpected error');
        return formPost.notSent(request, reply, def.regionOf(request), reasonForStatus(status));
      },
      handler: async (request, reply) => {
        const idempotencyKey = request.headers[headerKey(wireHeaders.idempotencyKey)];
        if (isFormPost(request)) {
          const post = formPostBody(request.body as Map<string, string[]>, fieldKinds);
          const region = def.regionOf(request, post.region);
          const outcome = await intake(request, def, {
            body: post.body,
            region,
            idempotencyKey,
            spamReasons: [...browserFormSignals(request, siteOrigins), ...honeypotSignals(post.honeypot)],
            tokenId: undefined,
          });
          notified(outcome);
          return formPost.outcome(request, reply, region, outcome, knownNames);
        }
        const signals = scriptedFormSignals(request, options.formTokenSecret);
        const outcome = await intake(request, def, {
          body: request.body,
          region: def.regionOf(request),
          idempotencyKey,
          spamReasons: signals.reasons,
          tokenId: signals.token.id,
        });
        notified(outcome);
        return answerJson(reply, outcome);
      },
    });
    app.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: def.path,
      handler: async (_request, reply: FastifyReply) =>
        reply
          .code(405)
          .header('Allow', 'POST')
          .send({ message: 'Only POST is allowed here.' } satisfies ApiError),
    });
  });
}
