import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  formTokenCookie,
  formTokenPath,
  formTokenShownParam,
  multipartMediaType,
  noScriptFields,
  noScriptMediaType,
  regions,
  submissionAcceptedSchema,
  uploadFields,
  wireHeaders,
} from '@agency/contract';
import { formKinds, type FormKindDefinition } from '../submissions/form-kinds.ts';

const json = (schema: z.ZodType) => ({
  'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
});

/** A form's fields as a browser posts them: the same fields, plus the honeypot and region inputs (and a CV). */
const formFields = (def: FormKindDefinition, mediaType: string) => {
  const fields = z.toJSONSchema(def.schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const cv = def.carriesCv
    ? {
        [uploadFields.cv]: {
          type: 'string',
          format: 'binary',
          description: 'The CV: PDF, DOCX, ODT or RTF, by its bytes.',
        },
      }
    : {};
  return {
    [mediaType]: {
      schema: {
        ...fields,
        required: [...(fields.required ?? []), ...Object.keys(cv)],
        properties: {
          ...fields.properties,
          ...cv,
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

/** Each encoding a form takes, described. */
const requestContent = (def: FormKindDefinition) =>
  Object.assign(
    {},
    ...def.encodings.map((encoding) =>
      encoding === 'json'
        ? json(def.schema)
        : formFields(def, encoding === 'urlencoded' ? noScriptMediaType : multipartMediaType),
    ),
  );

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
          requestBody: { required: true, content: requestContent(def) },
          responses: {
            '201': { description: 'Stored (committed).', content: json(submissionAcceptedSchema) },
            '303': {
              description: `A form posted by a browser (not asking for JSON alone) is sent on to ${def.pages.in.sent} or ${def.pages.in.notSent}/<reason> (${def.pages.uk.sent}, ${def.pages.uk.notSent} in the UK); its errors are not answered with another status.`,
            },
            '400': error('A field is missing or invalid, or the JSON is malformed.'),
            '403': error('Sent from a site that is not ours (Origin / Sec-Fetch-Site).'),
            '405': error('Only POST is allowed.'),
            '413': error(
              def.carriesCv ? 'The CV is larger than CV_MAX_BYTES.' : 'The body is larger than 32 KiB.',
            ),
            '415': error(`${def.howToSend} Or the body is compressed (Content-Encoding).`),
            '422': error(`The ${wireHeaders.idempotencyKey} was used with another body.`),
            '429': error(
              'Too many submissions from this client for this form, or (an application) too many uploads in progress; see Retry-After.',
            ),
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
