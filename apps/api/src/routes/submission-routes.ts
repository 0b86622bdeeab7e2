import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError } from '../submissions/database-unavailable.ts';
import type { Kysely } from 'kysely';
import { headerKey, wireHeaders, type ApiError, type FormKind } from '@agency/contract';
import type { Database } from '../db/schema.ts';
import type { OutboxWorker } from '../notifications/outbox-worker.ts';
import { isForeignOrigin } from '../security/origin-check.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import { spamSignals } from '../security/spam-signals.ts';
import { formKinds, type FormKindDefinition } from '../submissions/form-kinds.ts';
import { createSubmissionWriter } from '../submissions/store-submission.ts';
import { checkBody } from './validation-error.ts';

export interface SubmissionRouteOptions {
  db: Kysely<Database>;
  noticeVersion: string;
  siteOrigins: string[];
  formTokenSecret: string;
  rateLimiter: RateLimiter;
  outbox?: Pick<OutboxWorker, 'poke'> | undefined;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

const unsupportedType: ApiError = { message: 'Send the form as JSON (Content-Type: application/json).' };

/** The three calls of spec section 7, and 405 for any other method on their paths. */
export function submissionRoutes(app: FastifyInstance, options: SubmissionRouteOptions) {
  const writer = createSubmissionWriter(options.db);
  // Generic in the kind, so each form's body is typed by its own schema.
  formKinds.forEach(<Kind extends FormKind>(def: FormKindDefinition<Kind>) => {
    app.route({
      method: 'POST',
      url: def.path,
      // Checked before the body is read, so a large upload of the wrong type costs nothing.
      // A callback hook: an async one costs a promise and a microtask turn per request.
      onRequest: (request, reply, done) => {
        if (isForeignOrigin(options.siteOrigins, request)) {
          void reply
            .code(403)
            .send({ message: 'Forms can only be sent from our own website.' } satisfies ApiError);
          return;
        }
        if (!isJson(request)) {
          void reply.code(415).send(unsupportedType);
          return;
        }
        done();
      },
      handler: async (request, reply) => {
        const counted = options.rateLimiter.hit(`${request.ip}|${def.form}`);
        const limit =
          counted instanceof Promise
            ? await counted.catch((error: unknown) => {
                throw new DatabaseUnavailableError(error);
              })
            : counted;
        if (!limit.allowed) {
          const minutes = Math.ceil(limit.retryAfter / 60);
          return reply
            .code(429)
            .header('Retry-After', String(limit.retryAfter))
            .send({
              message: `You have sent this form several times in a short while. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us.`,
            } satisfies ApiError);
        }
        const key = request.headers[headerKey(wireHeaders.idempotencyKey)];
        if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
          return reply.code(400).send({
            message: `The ${wireHeaders.idempotencyKey} header must be 1 to 200 visible ASCII characters.`,
            errors: [{ field: wireHeaders.idempotencyKey, code: 'invalid_header', message: 'Invalid key.' }],
          } satisfies ApiError);
        }
        const parsed = checkBody(def.schema, request.body);
        if (!parsed.success) return reply.code(400).send(parsed.error);
        const body = parsed.data;
        const spamReasons = spamSignals(request, body, options.formTokenSecret);
        const consent = def.consentOf(body);
        // A lead that is not suspected spam gets its notification queued with it.
        const notify = spamReasons.length === 0;
        const outcome = await writer.store(
          {
            form: def.form,
            region: def.regionOf(request),
            body,
            email: body.email,
            consent,
            noticeVersion: consent === null ? null : options.noticeVersion,
            spamReasons,
          },
          (id) => ({ status: 201, body: { id, message: def.thanks(id) } }),
          { idempotencyKey: key, notify },
        );
        if (outcome.kind === 'key-reused') {
          return reply.code(422).send({
            message: `This ${wireHeaders.idempotencyKey} was already used for a different submission. Send a new key for a new submission.`,
          } satisfies ApiError);
        }
        if (outcome.kind === 'stored') {
          request.log.info({ submissionId: outcome.id, form: def.form }, 'stored');
          // The notification goes out now rather than at the next outbox poll.
          if (notify) options.outbox?.poke();
        } else reply.header('Idempotent-Replayed', 'true');
        return reply.code(outcome.answer.status).send(outcome.answer.body);
      },
    });
    app.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE'],
      url: def.path,
      handler: async (_request, reply: FastifyReply) =>
        reply
          .code(405)
          .header('Allow', 'POST')
          .send({ message: 'Only POST is allowed here.' } satisfies ApiError),
    });
  });
}
