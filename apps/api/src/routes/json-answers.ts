import type { FastifyReply } from 'fastify';
import { wireHeaders, type ApiError } from '@agency/contract';
import type { IntakeOutcome } from './submission-intake.ts';

/** A form call's outcome answered as JSON: the answers of the requirements' three calls, unchanged. */
export function answerJson(reply: FastifyReply, outcome: IntakeOutcome): FastifyReply {
  switch (outcome.kind) {
    case 'stored':
      return reply.code(outcome.answer.status).send(outcome.answer.body);
    case 'replayed':
      return reply
        .header('Idempotent-Replayed', 'true')
        .code(outcome.answer.status)
        .send(outcome.answer.body);
    case 'key-reused':
      return reply.code(422).send({
        message: `This ${wireHeaders.idempotencyKey} was already used for a different submission. Send a new key for a new submission.`,
      } satisfies ApiError);
    case 'bad-key':
      return reply.code(400).send({
        message: `The ${wireHeaders.idempotencyKey} header must be 1 to 200 visible ASCII characters.`,
        errors: [{ field: wireHeaders.idempotencyKey, code: 'invalid_header', message: 'Invalid key.' }],
      } satisfies ApiError);
    case 'invalid':
      return reply.code(400).send(outcome.error);
    case 'rate-limited': {
      const minutes = Math.ceil(outcome.retryAfter / 60);
      return reply
        .code(429)
        .header('Retry-After', String(outcome.retryAfter))
        .send({
          message: `You have sent this form several times in a short while. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us.`,
        } satisfies ApiError);
    }
  }
}
