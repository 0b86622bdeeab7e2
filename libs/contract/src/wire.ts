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

/** The three sending forms' kinds, as stored with each lead. */
export const formKinds = ['proposal', 'contact', 'uk-enquiry'] as const;
export type FormKind = (typeof formKinds)[number];

/** The three calls of the requirements (docs/requirements.md); paths are kept exactly. */
export const apiPaths = {
  proposal: '/api/submit',
  contactQuery: '/api/contact/query',
  ukProjectEnquiry: '/api/Ukfrom/Ukcontact',
} as const;

/** Where each form kind is sent. */
export const formPaths: Readonly<Record<FormKind, string>> = {
  proposal: apiPaths.proposal,
  contact: apiPaths.contactQuery,
  'uk-enquiry': apiPaths.ukProjectEnquiry,
};

/** GET: a signed form token (see docs/api.md). */
export const formTokenPath = '/api/form-token';

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
} as const;

/** The cookie the form token is also set in (the requirements' client default name). */
export const formTokenCookie = 'XSRF-TOKEN';

/** The key Node's `request.headers` uses for a header name. */
export function headerKey<Name extends string>(name: Name): Lowercase<Name> {
  return name.toLowerCase() as Lowercase<Name>;
}
