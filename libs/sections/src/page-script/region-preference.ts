import type { Region } from '@agency/contract';

// Part of the page script (region-choice.ts), which every page
// carries inline: written small, with no dependency but a type.

/** The localStorage key of the visitor's chosen region. */
export const regionChoiceKey = 'agency.region';

/**
 * Remembers the region the visitor chose (region banner, header country
 * selector), so the region banner does not ask again. Without storage
 * (privacy modes) the choice lasts for this page only.
 */
export function rememberRegionChoice(region: Region): void {
  try {
    localStorage.setItem(regionChoiceKey, region);
  } catch {
    // No storage: nothing is remembered.
  }
}

// Each region with its time zones, and its languages: a language mainly
// spoken there (a bare 'hi' says more than a bare 'en'), or any language of
// its country. Zones are named as Intl names them: it gives a link's target
// (Europe/Belfast and GB read Europe/London), and India's older name.
const signs: [Region, zones: RegExp, languages: RegExp][] = [
  ['uk', /^Europe\/(London|Jersey|Guernsey|Isle_of_Man)$/, /^(cy|gd|[a-z]+-gb)\b/i],
  ['in', /^Asia\/(Kolkata|Calcutta)$/, /^(hi|bn|ta|te|mr|gu|kn|ml|pa|or|as|[a-z]+-in)\b/i],
];

// The zones above by their UTC offsets in January and July (minutes, as
// `getTimezoneOffset` gives them, this year): UK zones
// are GMT in winter and BST in summer, Indian zones IST all year.
const listedOffsets = ['0,-60', '-330,-330'];

/** The browser's IANA time zone; '' when unknown or when its UTC offsets rule out every zone above. */
export function browserTimeZone(): string {
  const year = new Date().getFullYear();
  const offsets = [0, 6].map((month) => new Date(year, month).getTimezoneOffset()).join();
  // The zone's name comes from Intl, whose first use loads ICU's data: 20-90 ms
  // of main thread in Chromium. The offsets cost nothing, and a browser whose
  // offsets match no listed zone cannot be in one, so only those pay for the name.
  return listedOffsets.includes(offsets) ? Intl.DateTimeFormat().resolvedOptions().timeZone : '';
}

/**
 * The region the browser suggests: the time zone first (where the visitor is),
 * else the first preferred language that names a country or is local to one.
 * Undefined when nothing points either way.
 */
export function suggestedRegion(timeZone: string, languages: readonly string[]): Region | undefined {
  const regionOf = (text: string, sign: 1 | 2) => signs.find((entry) => entry[sign].test(text))?.[0];
  return regionOf(timeZone, 1) ?? languages.map((tag) => regionOf(tag, 2)).find(Boolean);
}

/**
 * Whether to offer the other region: the browser points there, and the
 * visitor has not chosen a region before.
 */
export function pointsToOtherRegion(siteRegion: Region): boolean {
  try {
    if (localStorage.getItem(regionChoiceKey) !== null) return false;
  } catch {
    // No storage (privacy modes): no choice was kept.
  }
  const suggested = suggestedRegion(browserTimeZone(), navigator.languages);
  return !!suggested && suggested !== siteRegion;
}
