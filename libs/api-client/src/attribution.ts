import { attributionParams, attributionStorageKey } from '@agency/contract';

/**
 * Where a visit began, as the tab keeps it (a JSON pair, the least the page
 * script can write): its first page on our site, and the address that linked
 * to it as the browser told it ('' when none). Only the linking site's host
 * ever leaves the browser (foreignHost).
 */
type Visit = [landing: string, referrer: string];

/** The host of an address on another site; '' for our own pages or none. */
function foreignHost(referrer: string, ownOrigin: string): string {
  try {
    const url = new URL(referrer);
    return url.origin === ownOrigin ? '' : url.host;
  } catch {
    return '';
  }
}

/**
 * Keeps, for the tab, where its visit began: on the first page a visitor
 * opens in a tab, that page (path and query, UTM tags included) and the
 * address that linked to it. Later pages leave it as it is. Nothing leaves
 * the browser until a form is sent; a browser that refuses storage keeps
 * nothing. Every page runs this inline (the page script), so it is kept to
 * the least: the referrer is reduced to its host when a form is sent.
 */
export function rememberVisit(storage: Storage, location: Location, referrer: string): void {
  try {
    if (storage.getItem(attributionStorageKey) === null)
      storage.setItem(
        attributionStorageKey,
        JSON.stringify([location.pathname + location.search, referrer] satisfies Visit),
      );
  } catch {
    // Storage refused (private mode, a policy): the form's own page stands in for the landing page.
  }
}

/**
 * The attribution header's value for a form sent from this page: the tab's
 * first page and its referrer host (else this page and its referrer), and
 * this page.
 */
export function attributionHeaderValue(storage: Storage, location: Location, referrer: string): string {
  const page = `${location.pathname}${location.search}`;
  let [landing, visitReferrer]: Visit = [page, referrer];
  try {
    const kept: unknown = JSON.parse(storage.getItem(attributionStorageKey) ?? 'null');
    if (Array.isArray(kept) && kept.length === 2 && kept.every((part) => typeof part === 'string'))
      [landing, visitReferrer] = kept as Visit;
  } catch {
    // Nothing kept, or not readable: this page's own.
  }
  const host = foreignHost(visitReferrer, location.origin);
  return new URLSearchParams({
    [attributionParams.landingPage]: landing,
    [attributionParams.formPage]: page,
    ...(host ? { [attributionParams.referrerHost]: host } : {}),
  }).toString();
}

/** This page's attribution header, in a browser; undefined elsewhere (the prerender, tests without a DOM). */
export function currentAttribution(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return attributionHeaderValue(window.sessionStorage, window.location, document.referrer);
}
