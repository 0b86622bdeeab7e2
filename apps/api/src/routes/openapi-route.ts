import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, submissionAcceptedSchema } from '@agency/contract';
import { formKinds } from '../submissions/form-kinds.ts';

const json = (schema: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
});

/** The OpenAPI 3.1 description, generated from the same zod schemas that validate requests. */
export function openApiDocument() {
  const error = (description: string) => ({ description, content: json(apiErrorSchema) });
  const paths = Object.fromEntries(
    formKinds.map((def) => [
      def.path,
      {
        post: {
          summary: def.summary,
          operationId: `submit-${def.form}`,
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 200 },
              description:
                'Repeat with the same body: the first answer, stored once. With another body: 422.',
            },
            {
              name: 'X-Site-Region',
              in: 'header',
              required: false,
              schema: { type: 'string', enum: ['in', 'uk'] },
              description: 'Which site sent the form; without it the Referer path decides (/uk... = uk).',
            },
          ],
          requestBody: { required: true, content: json(def.schema) },
          responses: {
            '201': { description: 'Stored (committed).', content: json(submissionAcceptedSchema) },
            '400': error('A field is missing or invalid, or the JSON is malformed.'),
            '413': error('The body is larger than 32 KiB.'),
            '415': error('The body is not JSON.'),
            '422': error('The Idempotency-Key was used with another body.'),
            '503': error('The database is unreachable; nothing was stored.'),
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Agency form API', version: '1.0.0' },
    paths: {
      ...paths,
      '/api/health/live': {
        get: { summary: 'The process answers', responses: { '200': { description: 'Up' } } },
      },
      '/api/health/ready': {
        get: {
          summary: 'The database answers',
          responses: { '200': { description: 'Ready' }, '503': { description: 'Database unreachable' } },
        },
      },
    },
  };
}

export function openApiRoute(app: FastifyInstance) {
  const document = openApiDocument();
  app.get('/api/openapi.json', async () => document);
}
