import type { FastifyRequest } from 'fastify';
import { headerKey, wireHeaders } from '@agency/contract';
import { checkFormToken } from './form-token.ts';
import { allowedOrigins } from './origin-check.ts';

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

/** The honeypot's value as sent: a person leaves it empty; a form without one is not ours. */
export function honeypotSignals(value: string | undefined): string[] {
  if (value === undefined) return ['honeypot-missing'];
  return value === '' ? [] : ['honeypot-filled'];
}

/**
 * What a script's form call says about itself by its form token, judged by
 * the header alone, so a site on another origin than the API, whose cookie
 * never comes back, is judged like any other. `id` is the nonce of a token
 * we signed, to bind it to one submission.
 */
export function tokenSignals(
  request: FastifyRequest,
  secret: string,
  now = Date.now(),
): { reasons: string[]; id: string | undefined } {
  const header = request.headers[headerKey(wireHeaders.formToken)];
  const token = checkFormToken(secret, typeof header === 'string' ? header : undefined, now);
  return { reasons: token.fault ? [token.fault] : [], id: token.id };
}

/** The reason a form post without a token is quarantined when it does not look like a browser's. */
export const notABrowserForm = 'no-token-not-a-browser-form';

/**
 * A form posted without JavaScript has no token. A browser says what it is
 * doing: a document navigation (Sec-Fetch-Mode navigate, Sec-Fetch-Dest
 * document) from a page of ours (an allowed Origin, same origin or same
 * site; cross-site only from a configured site origin, where the sites
 * and the API are on two sites). Anything else is held as spam for staff to
 * release.
 */
export function browserFormSignals(request: FastifyRequest, siteOrigins: readonly string[]): string[] {
  const { origin } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  const fromOurPage =
    origin !== undefined &&
    allowedOrigins(siteOrigins, request).includes(origin) &&
    (fetchSite === 'same-origin' ||
      fetchSite === 'same-site' ||
      (fetchSite === 'cross-site' && siteOrigins.includes(origin)));
  const navigation =
    request.headers['sec-fetch-mode'] === 'navigate' && request.headers['sec-fetch-dest'] === 'document';
  return fromOurPage && navigation ? [] : [notABrowserForm];
}
