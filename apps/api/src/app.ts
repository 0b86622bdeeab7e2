import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiError } from '@agency/contract';
import type { Database } from './db/schema.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { openApiRoute } from './routes/openapi-route.ts';
import { submissionRoutes, type SubmissionRouteOptions } from './routes/submission-routes.ts';
import { DatabaseUnavailableError, databaseUnavailableMessage } from './submissions/database-unavailable.ts';

export interface ApiAppOptions {
  db: Kysely<Database>;
  noticeVersion?: string;
  spamReasonsOf?: SubmissionRouteOptions['spamReasonsOf'];
  also?: SubmissionRouteOptions['also'];
}

/** The API as a Fastify app: every route under /api. */
export function buildApiApp(app: FastifyInstance, options: ApiAppOptions): FastifyInstance {
  submissionRoutes(app, { noticeVersion: '2025-01', ...options });
  healthRoutes(app, options.db);
  openApiRoute(app);
  return app;
}

// Fastify's own 4xx errors, reworded for the people whose forms they reach.
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The form is too large: send at most 32 KiB.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the form as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send the form as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

export interface CreateFastifyOptions {
  logLevel?: string;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[\w.-]{1,100}$/;

export function createFastify(options: CreateFastifyOptions | string = {}): FastifyInstance {
  const { logLevel = 'info', logStream } = typeof options === 'string' ? { logLevel: options } : options;
  const app = Fastify({
    // Only method, path and addresses of a request are logged, never bodies or
    // the query string (where a form could leak personal data).
    logger: {
      level: logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 32 * 1024,
    // Malformed JSON and prototype-poisoning keys are a 400, never a 5xx.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // While stopping, answers close their keep-alive connection: an idle
  // keep-alive socket would otherwise hold the shutdown open until time-out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DatabaseUnavailableError) {
      request.log.error({ err: error.cause }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '30')
        .send({ message: databaseUnavailableMessage } satisfies ApiError);
    }
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
