import type { FastifyRequest } from 'fastify';
import {
  attributionParams,
  headerKey,
  limits,
  plainText,
  utmTags,
  wireHeaders,
  type UtmTag,
} from '@agency/contract';
import type { Insertable } from 'kysely';
import type { SubmissionsTable } from '../db/schema.ts';

/** Where a lead came from, first-party: each part null when not known. */
export interface Attribution {
  /** The visit's first page on our site (path and query). */
  landingPage: string | null;
  /** The page the form was sent from (path and query). */
  formPage: string | null;
  /** The host of the site that linked to the first page. */
  referrerHost: string | null;
  utm: Record<UtmTag, string | null>;
}

/**
 * Every value is plain text before it is checked and kept: control and
 * bidirectional characters are removed (plain-text.ts), so none is stored
 * and none reaches the staff mail, the webhook, an export or a terminal.
 * Removed first, checked after: `/\r/evil.example` is `//evil.example`,
 * refused as a foreign path.
 */
const plain = (value: string | null | undefined) => (value ? plainText(value) : null);

/** A path of ours: absolute, no scheme or host, capped. */
function pagePath(raw: string | null | undefined): string | null {
  const value = plain(raw);
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value.slice(0, limits.pagePath);
}

/** A host name, lower-cased; anything else (a whole URL, a path) is not kept. */
function hostName(value: string | null | undefined): string | null {
  const host = plain(value)?.trim().toLowerCase();
  return host && host.length <= limits.host && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : null;
}

function utmOf(...pages: (string | null)[]): Attribution['utm'] {
  const params = pages.map((page) => (page ? new URL(page, 'http://x').searchParams : undefined));
  return Object.fromEntries(
    utmTags.map((tag) => {
      // Decoded from the page's query, where %0D%0A or %1B is a character again: plain text once read.
      const value = params
        .map((p) => plain(p?.get(tag)))
        .find((v) => v !== undefined && v !== null && v !== '');
      return [tag, value ? value.slice(0, limits.utmTag) : null];
    }),
  ) as Attribution['utm'];
}

/**
 * What a submission says of where it came from. A script sends the
 * attribution header (its tab's first page and referrer host, kept in
 * sessionStorage, and the form's page); a browser posting a form by itself
 * says only which page it posted from (Referer, which our pages send in
 * full to their own origin). UTM tags come from the first page, else the
 * form's. Everything is capped and checked: a script can send anything here,
 * so it is information, never trusted for a decision.
 */
export function attributionOf(request: FastifyRequest, fromScript: boolean): Attribution {
  if (fromScript) {
    const raw = request.headers[headerKey(wireHeaders.attribution)];
    const params = new URLSearchParams(typeof raw === 'string' ? raw.slice(0, 4096) : '');
    const landingPage = pagePath(params.get(attributionParams.landingPage));
    const formPage = pagePath(params.get(attributionParams.formPage));
    return {
      landingPage,
      formPage,
      referrerHost: hostName(params.get(attributionParams.referrerHost)),
      utm: utmOf(landingPage, formPage),
    };
  }
  let formPage: string | null = null;
  try {
    const referer = new URL(request.headers.referer ?? '');
    formPage = pagePath(`${referer.pathname}${referer.search}`);
  } catch {
    // No Referer, or not a URL: the page is not known.
  }
  return { landingPage: null, formPage, referrerHost: null, utm: utmOf(formPage) };
}

/** The attribution as the submissions table stores it. */
export function attributionRow(
  attribution: Attribution | undefined,
): Pick<Insertable<SubmissionsTable>, 'landing_page' | 'form_page' | 'referrer_host' | UtmTag> {
  return {
    landing_page: attribution?.landingPage ?? null,
    form_page: attribution?.formPage ?? null,
    referrer_host: attribution?.referrerHost ?? null,
    utm_source: attribution?.utm.utm_source ?? null,
    utm_medium: attribution?.utm.utm_medium ?? null,
    utm_campaign: attribution?.utm.utm_campaign ?? null,
    utm_term: attribution?.utm.utm_term ?? null,
    utm_content: attribution?.utm.utm_content ?? null,
  };
}
