import { attributionParams, attributionStorageKey } from '@agency/contract';

/** Where a visit began: its first page on our site, and the host that linked to it ('' when none). */
interface Visit {
  landing: string;
  referrer: string;
}

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
 * opens in a tab, that page (path and query, UTM tags included) and the host
 * that linked to it. Later pages leave it as it is. Nothing leaves the
 * browser until a form is sent; a browser that refuses storage keeps nothing.
 */
export function rememberVisit(storage: Storage, location: Location, referrer: string): void {
  try {
    if (storage.getItem(attributionStorageKey) !== null) return;
    const visit: Visit = {
      landing: `${location.pathname}${location.search}`,
      referrer: foreignHost(referrer, location.origin),
    };
    storage.setItem(attributionStorageKey, JSON.stringify(visit));
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
  let visit: Visit = { landing: page, referrer: foreignHost(referrer, location.origin) };
  try {
    const kept = JSON.parse(storage.getItem(attributionStorageKey) ?? 'null') as Partial<Visit> | null;
    if (kept && typeof kept.landing === 'string')
      visit = { landing: kept.landing, referrer: typeof kept.referrer === 'string' ? kept.referrer : '' };
  } catch {
    // Nothing kept, or not readable: this page's own.
  }
  return new URLSearchParams({
    [attributionParams.landingPage]: visit.landing,
    [attributionParams.formPage]: page,
    ...(visit.referrer ? { [attributionParams.referrerHost]: visit.referrer } : {}),
  }).toString();
}

/** This page's attribution header, in a browser; undefined elsewhere (the prerender, tests without a DOM). */
export function currentAttribution(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return attributionHeaderValue(window.sessionStorage, window.location, document.referrer);
}
