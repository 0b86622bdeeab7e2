/**
 * The wire between the sites and the API, declared once: both sides import
 * these names, so renaming one renames it everywhere.
 */

/** The two regional sites (India at /, the UK at /uk). */
export const regions = ['in', 'uk'] as const;
export type Region = (typeof regions)[number];

export function isRegion(value: unknown): value is Region {
  return value === 'in' || value === 'uk';
}

/** The sending forms' kinds, as stored with each lead: the requirements' three, and the job application. */
export const formKinds = ['proposal', 'contact', 'uk-enquiry', 'job-application'] as const;
export type FormKind = (typeof formKinds)[number];

/**
 * The three calls of the requirements (docs/requirements.md), paths kept
 * exactly, and the job application's (docs/spec-deviations.md).
 */
export const apiPaths = {
  proposal: '/api/submit',
  contactQuery: '/api/contact/query',
  ukProjectEnquiry: '/api/Ukfrom/Ukcontact',
  jobApplication: '/api/careers/application',
} as const;

/** Where each form kind is sent. */
export const formPaths: Readonly<Record<FormKind, string>> = {
  proposal: apiPaths.proposal,
  contact: apiPaths.contactQuery,
  'uk-enquiry': apiPaths.ukProjectEnquiry,
  'job-application': apiPaths.jobApplication,
};

/**
 * How a form's body travels: JSON (and without scripts url-encoded, see
 * noScriptMediaType), or multipart, for a form that carries a file (the job
 * application's CV), with and without scripts alike.
 */
export const multipartMediaType = 'multipart/form-data';
/** The file input of the job application. */
export const uploadFields = { cv: 'cv' } as const;

/** GET: a signed form token (see docs/api.md). */
export const formTokenPath = '/api/form-token';

/**
 * How long a form token is single use for: the API remembers the submission
 * a token was first used for this long, and its cookie lasts as long. A form
 * holding a token for half of it asks for a new one before it sends, so a
 * tab left open for a day sends like a new one. The API still takes an older
 * token (a real visitor's form must not be filed as spam for our timing).
 */
export const formTokenLifeMs = 24 * 60 * 60 * 1000;

/**
 * Query parameter of `GET formTokenPath`: how many milliseconds ago the page
 * holding the form was first shown, as the browser measured it. The API counts
 * a form's fill time from then, so a form sent before its scripts had loaded
 * is not taken for a bot.
 */
export const formTokenShownParam = 'shown';

/**
 * Request and answer headers, as the browser sends them. Node gives header
 * names lower-cased: read them with `headerKey`.
 */
export const wireHeaders = {
  /** The form token, echoed by the forms (the requirements' client default name). */
  formToken: 'X-XSRF-TOKEN',
  /** The value of the form's hidden honeypot field ('' when a person left it alone). */
  honeypot: 'X-Honeypot',
  /** Which regional site sent the form. */
  siteRegion: 'X-Site-Region',
  /** The same for every attempt at one submission. */
  idempotencyKey: 'Idempotency-Key',
  /** Accepted from the client and echoed on every answer. */
  requestId: 'X-Request-Id',
  /**
   * Where the lead came from, as the form's script knows it: url-encoded
   * `attributionParams` (the visit's first page, the page the form is on, the
   * host that linked to the first page).
   */
  attribution: 'X-Attribution',
} as const;

/**
 * The names in the attribution header. UTM tags are read from the landing
 * page (else the form's page); the referrer is a host, never a whole URL.
 */
export const attributionParams = {
  landingPage: 'landing',
  formPage: 'page',
  referrerHost: 'referrer',
} as const;
/**
 * The tab's sessionStorage entry that keeps where its visit began (the first
 * page and the address that linked to it, a JSON pair), set once per tab by the page script
 * and read by the forms.
 */
export const attributionStorageKey = 'agency-visit';

/** The five campaign tags recorded with a lead. */
export const utmTags = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmTag = (typeof utmTags)[number];

/** The cookie the form token is also set in (the requirements' client default name). */
export const formTokenCookie = 'XSRF-TOKEN';

/**
 * A sending form without JavaScript: a real `<form method="post">` to its
 * call's path, sent as `noScriptMediaType`. Its fields carry the call's JSON
 * names; a checkbox (a boolean) is present with `noScriptCheckboxValue` when
 * ticked and absent when not, a list (services) is one repeated name per item.
 * Two more names may be sent: the honeypot (a hidden input a person leaves
 * empty; it plays the part of the honeypot header) and the region of the site
 * the form is on.
 */
export const noScriptMediaType = 'application/x-www-form-urlencoded';
export const noScriptFields = {
  honeypot: 'fax',
  region: 'site_region',
} as const;
export const noScriptCheckboxValue = 'on';

/**
 * Where a no-script post is sent on (303 See Other) in its region: `sent` when
 * the enquiry was received, else the `notSent` page of the reason (one static
 * page per reason, so it explains itself without scripts:
 * `noScriptErrorPage`). Nothing the visitor typed is ever in either URL.
 */
export type OutcomePages = Readonly<Record<Region, { sent: string; notSent: string }>>;
export const noScriptPages: OutcomePages = {
  in: { sent: '/enquiry-sent', notSent: '/enquiry-not-sent' },
  uk: { sent: '/uk/enquiry-sent', notSent: '/uk/enquiry-not-sent' },
};
/** The same for a job application: its own words ("your application"), its own reasons (the CV's). */
export const applicationPages: OutcomePages = {
  in: { sent: '/application-sent', notSent: '/application-not-sent' },
  uk: { sent: '/uk/application-sent', notSent: '/uk/application-not-sent' },
};
/**
 * The page a closed position's URL answers with 410, in each tree: the sites build it, the
 * gateway and nginx serve it for every closed position's path (docs/content.md).
 */
export const positionClosedPages: Record<Region, string> = {
  in: '/position-closed',
  uk: '/uk/position-closed',
};
/** Beside it in each tree, the closed positions' paths (one a line) that answer with it. */
export const closedPositionsFile = 'positions-closed.txt';
/**
 * And an empty file at each closed position's path with this ending (`Careers/<slug>.closed`):
 * what nginx can test for itself (`-f $request_filename.closed`) without a reload per build.
 */
export const closedPositionMarker = '.closed';
/**
 * Where a job application posted without JavaScript lands when its position has closed since
 * its page was built: a page per position in each tree, which names it and lists the open ones.
 * The slug is the position's public name, never anything the visitor typed.
 */
export function positionClosedNotSentPage(region: Region, slug: string): string {
  return `${applicationPages[region].notSent}/position-closed/${slug}`;
}
/** The query parameter that names the fields at fault on the `invalid-fields` page, comma separated. */
export const noScriptErrorQuery = { fields: 'fields' } as const;
export const noScriptErrorReasons = [
  /** Fields missing or invalid: the `fields` parameter names them. */
  'invalid-fields',
  /** The post held fields the API does not know: a page older than the API; reload it. */
  'outdated-form',
  /** The body could not be read (not valid UTF-8 or percent-encoding, or compressed). */
  'malformed',
  /** More than 32 KiB. */
  'too-large',
  /** Sent from a page that is not on our sites. */
  'foreign-origin',
  /** Too many enquiries from this connection in a short while; wait and try again. */
  'rate-limited',
  /** Our database does not answer; nothing was stored, try again in a few minutes. */
  'unavailable',
] as const;
/** Why an application's CV was refused: the page names the file types and the size we take. */
export const cvErrorReasons = [
  /** No file chosen (the browser's `required` stops this with scripts on or off; a client may not). */
  'cv-missing',
  /** Not a PDF, DOCX, ODT or RTF by its bytes, whatever its name says. */
  'cv-wrong-type',
  /** A file of no bytes. */
  'cv-empty',
  /** Over the size limit. */
  'cv-too-large',
] as const;
export type NoScriptErrorReason = (typeof noScriptErrorReasons)[number];
// Built in a call marked pure: a spread may run an iterator, so a bundler keeps
// a bare spread even where nothing reads it (the inline page script, which
// imports this module for the visit's storage key).
export const applicationErrorReasons = /* @__PURE__ */ (() =>
  [...noScriptErrorReasons, ...cvErrorReasons] as const)();
/** Why a form posted without JavaScript was not sent: an enquiry's reasons, or an application's. */
export type NotSentReason = (typeof applicationErrorReasons)[number];

/** The page a refused no-script post is sent on to: its region's, its reason's, and the fields' names. */
export function noScriptErrorPage(
  region: Region,
  reason: NotSentReason,
  fields: readonly string[] = [],
  pages: OutcomePages = noScriptPages,
) {
  const path = `${pages[region].notSent}/${reason}`;
  return fields.length > 0
    ? `${path}?${new URLSearchParams({ [noScriptErrorQuery.fields]: fields.join(',') })}`
    : path;
}

/** The key Node's `request.headers` uses for a header name. */
export function headerKey<Name extends string>(name: Name): Lowercase<Name> {
  return name.toLowerCase() as Lowercase<Name>;
}
