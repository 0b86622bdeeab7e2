import type { Region } from '@agency/contract';

// Part of the page script (page-script/region-choice.ts), which every page
// carries inline: written small, with no dependency but a type.

/** The localStorage key of the visitor's chosen region. */
export const regionChoiceKey = 'agency.region';

/** Reads or writes local storage, which may be unavailable (privacy modes): then undefined. */
function storage<T>(act: (store: Storage) => T): T | undefined {
  try {
    return act(localStorage);
  } catch {
    return undefined;
  }
}

/**
 * Remembers the region the visitor chose (region banner, header country
 * selector), so the region banner does not ask again. Without storage the
 * choice lasts for this page only.
 */
export function rememberRegionChoice(region: Region): void {
  storage((store) => store.setItem(regionChoiceKey, region));
}

/** Whether the visitor chose a region before. */
export function hasChosenRegion(): boolean {
  return storage((store) => store.getItem(regionChoiceKey)) != null;
}

// Each region with its time zones, and its languages: a language mainly
// spoken there (a bare 'hi' says more than a bare 'en'), or any language of
// its country.
const signs: [Region, zones: RegExp, languages: RegExp][] = [
  ['uk', /^(Europe\/(London|Belfast|Jersey|Guernsey|Isle_of_Man)|GB)$/, /^((cy|gd)|[a-z]+-gb)(-|$)/i],
  ['in', /^Asia\/(Kolkata|Calcutta)$/, /^((hi|bn|ta|te|mr|gu|kn|ml|pa|or|as)|[a-z]+-in)(-|$)/i],
];

/** What the browser tells about where its user is. */
export interface BrowserSignals {
  languages: readonly string[];
  /** The IANA zone; undefined when unknown or when the UTC offsets rule out every zone above. */
  timeZone: string | undefined;
}

// The zones above by their UTC offsets in January and July (minutes, as
// `getTimezoneOffset` gives them, this year): UK zones
// are GMT in winter and BST in summer, Indian zones IST all year.
const listedOffsets = ['0,-60', '-330,-330'];

export function browserSignals(): BrowserSignals {
  const year = new Date().getFullYear();
  const offsets = [0, 6].map((month) => new Date(year, month).getTimezoneOffset()).join();
  // The zone's name comes from Intl, whose first use loads ICU's data: 20-90 ms
  // of main thread in Chromium. The offsets cost nothing, and a browser whose
  // offsets match no listed zone cannot be in one, so only those pay for the name.
  const timeZone = listedOffsets.includes(offsets)
    ? Intl.DateTimeFormat().resolvedOptions().timeZone
    : undefined;
  return { languages: navigator.languages, timeZone };
}

/**
 * The region the browser suggests: the time zone first (where the visitor is),
 * else the first preferred language that names a country or is local to one.
 * Undefined when nothing points either way.
 */
export function suggestedRegion({ languages, timeZone = '' }: BrowserSignals): Region | undefined {
  const regionOf = (text: string, sign: 1 | 2) => signs.find((entry) => entry[sign].test(text))?.[0];
  return regionOf(timeZone, 1) ?? languages.map((tag) => regionOf(tag, 2)).find(Boolean);
}

/**
 * The other region, when the browser points there and the visitor has not
 * chosen a region before; else undefined.
 */
export function suggestedOtherRegion(siteRegion: Region): Region | undefined {
  const suggested = hasChosenRegion() ? undefined : suggestedRegion(browserSignals());
  return suggested === siteRegion ? undefined : suggested;
}
