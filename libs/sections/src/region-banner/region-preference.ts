import type { Region } from '@agency/contract';
/** The localStorage key of the visitor's chosen region. */
export const regionChoiceKey = 'agency.region';

/**
 * Remembers the region the visitor chose (region banner, header country
 * selector), so the region banner does not ask again. Storage may be
 * unavailable (privacy modes): then the choice lasts for this page only.
 */
export function rememberRegionChoice(region: Region): void {
  try {
    window.localStorage.setItem(regionChoiceKey, region);
  } catch {
    // Nothing to do: the banner may ask again on the next visit.
  }
}

/** The region the visitor chose before, if any. */
export function rememberedRegionChoice(): Region | undefined {
  try {
    const value = window.localStorage.getItem(regionChoiceKey);
    return value === 'in' || value === 'uk' ? value : undefined;
  } catch {
    return undefined;
  }
}

const ukTimeZones = new Set([
  'Europe/London',
  'Europe/Belfast',
  'Europe/Jersey',
  'Europe/Guernsey',
  'Europe/Isle_of_Man',
  'GB',
]);
const indiaTimeZones = new Set(['Asia/Kolkata', 'Asia/Calcutta']);
// Languages spoken mainly in India (a bare 'hi' says more than a bare 'en').
const indianLanguages = new Set(['hi', 'bn', 'ta', 'te', 'mr', 'gu', 'kn', 'ml', 'pa', 'or', 'as']);
const britishLanguages = new Set(['cy', 'gd']);

/** What the browser tells about where its user is. */
export interface BrowserSignals {
  languages: readonly string[];
  /** The IANA zone; undefined when unknown or when the UTC offsets rule out every zone above. */
  timeZone: string | undefined;
}

// The zones above, by their UTC offsets in January and July (minutes, as
// `getTimezoneOffset` gives them): UK zones are GMT in winter and BST in summer,
// Indian zones IST all year.
const offsetsOfListedZones = new Set(['0,-60', '-330,-330']);

function offsetsThisYear(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

export function browserSignals(): BrowserSignals {
  const languages = navigator.languages ?? [navigator.language];
  // The zone's name comes from Intl, whose first use loads ICU's data: 20-90 ms
  // of main thread in Chromium, the longest task after hydration. The offsets
  // cost nothing, and a browser whose offsets match no listed zone cannot be in
  // one, so only those whose offsets match pay for the name.
  if (!offsetsOfListedZones.has(offsetsThisYear())) return { languages, timeZone: undefined };
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  return { languages, timeZone };
}

/**
 * The other region, when the browser points there and the visitor has not
 * chosen a region before; else undefined. Cheap and without React: the
 * island runtime asks it before loading the banner's code at all.
 */
export function suggestedOtherRegion(siteRegion: Region): Region | undefined {
  if (rememberedRegionChoice()) return undefined;
  const suggested = suggestedRegion(browserSignals());
  return suggested && suggested !== siteRegion ? suggested : undefined;
}

/**
 * The region the browser suggests: the time zone first (where the visitor is),
 * else the first preferred language that names a country or is local to one.
 * Undefined when nothing points either way.
 */
export function suggestedRegion({ languages, timeZone }: BrowserSignals): Region | undefined {
  if (timeZone && ukTimeZones.has(timeZone)) return 'uk';
  if (timeZone && indiaTimeZones.has(timeZone)) return 'in';
  for (const tag of languages) {
    const [language = '', country = ''] = tag.toLowerCase().split('-');
    if (country === 'gb' || britishLanguages.has(language)) return 'uk';
    if (country === 'in' || indianLanguages.has(language)) return 'in';
  }
  return undefined;
}
