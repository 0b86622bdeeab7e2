const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

// Codes ICU knows that are not ISO 3166-1 countries, so no search engine accepts them in hreflang.
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'XK']);

/**
 * Whether an hreflang value is one search engines accept: `x-default`, or an
 * ISO 639-1 language optionally followed by an ISO 3166-1 alpha-2 country.
 * 'en-UK' fails: ICU would quietly rewrite it to en-GB, crawlers ignore it.
 */
export function isValidHreflang(code: string): boolean {
  if (code === 'x-default') return true;
  const match = /^([a-z]{2})(?:-([a-z]{2}))?$/i.exec(code);
  if (!match) return false;
  const [, language, country] = match;
  if (!languageNames.of(language!.toLowerCase())) return false;
  if (country === undefined) return true;
  const upper = country.toUpperCase();
  if (notCountries.has(upper) || !regionNames.of(upper)) return false;
  // A deprecated alias (UK for GB) canonicalises to another code.
  return Intl.getCanonicalLocales(`${language}-${upper}`)[0]!.toLowerCase() === code.toLowerCase();
}
