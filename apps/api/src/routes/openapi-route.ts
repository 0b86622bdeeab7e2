import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  formTokenCookie,
  formTokenPath,
  formTokenShownParam,
  noScriptFields,
  noScriptMediaType,
  noScriptPages,
  regions,
  submissionAcceptedSchema,
  wireHeaders,
} from '@agency/contract';
import { formKinds } from '../submissions/form-kinds.ts';

const json = (schema: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
});

/** A form posted without JavaScript: the same fields, plus the honeypot and region inputs. */
const formPost = (schema: z.ZodType) => {
  const fields = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return {
    [noScriptMediaType]: {
      schema: {
        ...fields,
        properties: {
          ...fields.properties,
          [noScriptFields.honeypot]: {
            type: 'string',
            description: 'The hidden honeypot input: empty for a person.',
          },
          [noScriptFields.region]: { type: 'string', enum: [...regions] },
        },
      },
    },
  };
};

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
              name: wireHeaders.idempotencyKey,
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 200 },
              description:
                'Repeat with the same body: the first answer, stored once. With another body: 422.',
            },
            {
              name: wireHeaders.formToken,
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description: `The token from GET ${formTokenPath} (also set as the ${formTokenCookie} cookie). Missing or bad: stored as suspected spam.`,
            },
            {
              name: wireHeaders.honeypot,
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description:
                'The hidden field, empty for a person. Filled or missing: stored as suspected spam.',
            },
            {
              name: wireHeaders.siteRegion,
              in: 'header',
              required: false,
              schema: { type: 'string', enum: [...regions] },
              description: 'Which site sent the form; without it the Referer path decides (/uk... = uk).',
            },
          ],
          requestBody: { required: true, content: { ...json(def.schema), ...formPost(def.schema) } },
          responses: {
            '201': { description: 'Stored (committed).', content: json(submissionAcceptedSchema) },
            '303': {
              description: `A form post (${noScriptMediaType}) is sent on to ${noScriptPages.in.sent} or ${noScriptPages.in.notSent}/<reason> (${noScriptPages.uk.sent}, ${noScriptPages.uk.notSent} in the UK); its errors are not answered with another status.`,
            },
            '400': error('A field is missing or invalid, or the JSON is malformed.'),
            '403': error('Sent from a site that is not ours (Origin / Sec-Fetch-Site).'),
            '405': error('Only POST is allowed.'),
            '413': error('The body is larger than 32 KiB.'),
            '415': error('The body is neither JSON nor a form post, or it is compressed (Content-Encoding).'),
            '422': error(`The ${wireHeaders.idempotencyKey} was used with another body.`),
            '429': error('Too many submissions from this client for this form; see Retry-After.'),
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
      [formTokenPath]: {
        get: {
          summary: `A signed, single-use form token, in the body and the ${formTokenCookie} cookie, that a form sends back as ${wireHeaders.formToken}`,
          parameters: [
            {
              name: formTokenShownParam,
              in: 'query',
              required: false,
              schema: { type: 'integer', minimum: 0 },
              description:
                'Milliseconds since the page holding the form was first shown (clamped to 30 minutes; otherwise 0). The fill time counts from then.',
            },
          ],
          responses: { '200': { description: '{ token }; the cookie is set too' } },
        },
      },
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
