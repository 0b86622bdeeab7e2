import type { FastifyRequest } from 'fastify';
import { multipartMediaType, noScriptMediaType } from '@agency/contract';
import type { Encoding } from '../submissions/form-kinds.ts';

/**
 * Who the answer is for: a script (the forms' islands, any API client),
 * answered in JSON; or the browser itself, posting a form without
 * JavaScript, answered 303 See Other to a page of the site.
 */
export type Channel = 'script' | 'page';

/** The media type of a request body, lower-cased, without parameters. */
export function mediaTypeOf(request: FastifyRequest): string | undefined {
  const type = request.headers['content-type'];
  return typeof type === 'string' ? type.split(';')[0]?.trim().toLowerCase() : undefined;
}

/** How a request's body is encoded, by its media type; undefined for one no form uses. */
export function encodingOf(request: FastifyRequest): Encoding | undefined {
  switch (mediaTypeOf(request)) {
    case 'application/json':
      return 'json';
    case noScriptMediaType:
      return 'urlencoded';
    case multipartMediaType:
      return 'multipart';
    default:
      return undefined;
  }
}

/**
 * A form encoding the form is sent in is a browser's own post, unless the
 * request asks for JSON alone (the job application's island uploads its
 * multipart form with `Accept: application/json`); a browser navigating asks
 * for HTML. Anything else (JSON, an encoding this form is never sent in) is
 * a script's.
 */
export function channelOf(
  request: FastifyRequest,
  encoding: Encoding | undefined,
  accepted: readonly Encoding[],
): Channel {
  if (encoding === undefined || encoding === 'json' || !accepted.includes(encoding)) return 'script';
  const accept = String(request.headers.accept ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('text/html') ? 'script' : 'page';
}

/** Only `identity` (no coding) is read: a compressed body would be stored as its compressed bytes. */
export function isEncoded(request: FastifyRequest): boolean {
  const coding = request.headers['content-encoding'];
  return coding !== undefined && coding.trim() !== '' && coding.trim().toLowerCase() !== 'identity';
}
