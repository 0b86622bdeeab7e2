import { ApiRequestError } from '@agency/api-client';
import type { SubmissionAccepted } from '@agency/contract';

/**
 * How a form tells the visitor how sending went (docs/requirements.md):
 * the proposal and India contact forms in an alert, the UK forms in a
 * paragraph under the form.
 */
export interface Outcome {
  style: 'alert' | 'inline';
  /** The text for an accepted submission. */
  success: (answer: SubmissionAccepted) => string;
  /** The text for a failure; logs to the console what the visitor cannot act on. */
  failure: (error: unknown) => string;
}

/** A refusal with its status (4xx, 5xx), as opposed to a request that never got an answer. */
export function isRefusal(error: unknown): error is ApiRequestError & { status: number } {
  return error instanceof ApiRequestError && error.kind === 'http';
}

/**
 * Whether the API may have stored a submission that failed on the way back:
 * a time-out or a lost connection after the request went out. Its token may
 * then be bound to it, so the next attempt takes a new one (an unchanged
 * retry is recognised by its Idempotency-Key either way).
 */
export function mayHaveBeenStored(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.kind !== 'http';
}
