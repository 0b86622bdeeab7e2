import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths, contactEnquirySchema, type SubmissionAccepted } from '@agency/contract';
import type { Database } from '../db/schema.ts';
import { regionOfRequest } from '../submissions/region-of-request.ts';
import { storeSubmission } from '../submissions/store-submission.ts';
import { validationError } from './validation-error.ts';

/** Call 2: contact enquiry (India) and callback request (UK). */
export function contactQueryRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.post(apiPaths.contactQuery, async (request, reply) => {
    const parsed = contactEnquirySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(validationError(parsed.error));
    const { id } = await storeSubmission(db, {
      form: 'contact',
      region: regionOfRequest(request),
      body: parsed.data,
    });
    const answer: SubmissionAccepted = {
      id,
      message: `Thank you! We have received your enquiry and will reply within one working day. Your reference is ${id}.`,
    };
    return reply.code(201).send(answer);
  });
}
