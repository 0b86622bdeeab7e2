import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Region } from '@agency/contract';
import { DatabaseUnavailableError } from '../submissions/database-unavailable.ts';
import type { FormKindDefinition } from '../submissions/form-kinds.ts';
import { faultAnswer, faultReason, type EdgeFault } from './edge-faults.ts';
import { answerJson } from './json-answers.ts';
import { reasonForStatus, type FormPostAnswers } from './no-script-answers.ts';
import type { Channel } from './submission-edge.ts';
import type { IntakeOutcome } from './submission-intake.ts';

/** The one place a submission's answer is decided, in its channel's way. */
export interface Responder {
  /** Refused before the intake: the request itself, its body or its CV. */
  refused(fault: EdgeFault, field?: string): FastifyReply;
  /** What the intake made of it, for the region the submission came from. */
  outcome(outcome: IntakeOutcome, region: Region): FastifyReply;
  /** An error thrown on the way (unreadable body, database down): a script's goes on to the app's handler. */
  failed(error: FastifyError): FastifyReply;
}

export interface ResponderContext {
  def: FormKindDefinition;
  cvMaxBytes: number;
  formPost: FormPostAnswers;
  /** The form's own field names: the only ones a page's URL may name. */
  knownNames: ReadonlySet<string>;
}

/** A script's answers: JSON, with the statuses of docs/api.md. */
function scriptResponder(reply: FastifyReply, { def, cvMaxBytes }: ResponderContext): Responder {
  return {
    refused(fault, field) {
      const { status, body, retryAfter } = faultAnswer(fault, def, cvMaxBytes, field);
      if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
      return reply.code(status).send(body);
    },
    outcome: (outcome) => answerJson(reply, outcome),
    failed(error) {
      throw error;
    },
  };
}

/** A browser's own post's answers: 303 See Other to the form's page for the outcome, in the region. */
function pageResponder(request: FastifyRequest, reply: FastifyReply, context: ResponderContext): Responder {
  const { def, formPost, knownNames } = context;
  const target = (region: Region) => ({ request, reply, pages: def.pages, region });
  return {
    refused(fault, field) {
      const { reason, fields } = faultReason(fault, field);
      return formPost.notSent(target(def.regionOf(request)), reason, fields);
    },
    outcome: (outcome, region) => formPost.outcome(target(region), outcome, knownNames),
    failed(error) {
      const unavailable = error instanceof DatabaseUnavailableError;
      const status = unavailable ? 503 : (error.statusCode ?? 500);
      if (status >= 500 && !unavailable) request.log.error({ err: error }, 'unexpected error');
      return formPost.notSent(target(def.regionOf(request)), reasonForStatus(status));
    },
  };
}

export function responderFor(
  channel: Channel,
  request: FastifyRequest,
  reply: FastifyReply,
  context: ResponderContext,
): Responder {
  return channel === 'script' ? scriptResponder(reply, context) : pageResponder(request, reply, context);
}
