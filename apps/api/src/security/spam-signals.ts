import type { FastifyRequest } from 'fastify';
import { formTokenCookie, headerKey, wireHeaders } from '@agency/contract';
import { checkFormToken } from './form-token.ts';

const LINK = /\bhttps?:\/\/|\bwww\./gi;
const LINK_MARKUP = /<a\s[^>]*href|\[url[=\]]|\]\(https?:\/\//i;

/** Many links or link markup in the text a visitor typed: the shape of link spam. */
export function contentSignals(body: Record<string, unknown>): string[] {
  // The proposal's own website field is one link by design; it is not counted.
  const texts = Object.entries(body)
    .filter(([key, value]) => key !== 'website' && typeof value === 'string')
    .map(([, value]) => value as string);
  const links = texts.reduce((n, text) => n + (text.match(LINK)?.length ?? 0), 0);
  const reasons: string[] = [];
  if (links >= 3) reasons.push('many-links');
  if (texts.some((text) => LINK_MARKUP.test(text))) reasons.push('link-markup');
  return reasons;
}

/**
 * Why a valid submission looks automated: token faults, honeypot, content.
 * Such a submission is stored flagged and not notified; the client is
 * answered as usual, so a bot learns nothing.
 */
export function spamSignals(
  request: FastifyRequest,
  body: Record<string, unknown>,
  secret: string,
  now = Date.now(),
): string[] {
  const reasons: string[] = [];
  const header = request.headers[headerKey(wireHeaders.formToken)];
  // Cookies are read here, the one place that needs them, rather than on every request.
  const cookieHeader = request.headers.cookie;
  const cookies = cookieHeader ? request.server.parseCookie(cookieHeader) : {};
  const fault = checkFormToken(
    secret,
    cookies[formTokenCookie],
    typeof header === 'string' ? header : undefined,
    now,
  );
  if (fault) reasons.push(fault);
  const honeypot = request.headers[headerKey(wireHeaders.honeypot)];
  if (honeypot === undefined) reasons.push('honeypot-missing');
  else if (honeypot !== '') reasons.push('honeypot-filled');
  return [...reasons, ...contentSignals(body)];
}
