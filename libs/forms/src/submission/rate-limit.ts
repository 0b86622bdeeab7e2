import { ApiRequestError } from '@agency/api-client';

/**
 * The API's own words when it refuses because of too many submissions (429).
 * The alert-based forms show these instead of their generic failure text,
 * so the visitor learns when to try again (agreed with the API).
 */
export function rateLimitMessage(error: unknown): string | undefined {
  if (error instanceof ApiRequestError && error.status === 429) return error.serverMessage;
  return undefined;
}
