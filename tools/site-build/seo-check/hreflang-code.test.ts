import { describe, expect, it } from 'vitest';
import { isValidHreflang } from './hreflang-code.ts';

describe('isValidHreflang', () => {
  it('accepts languages, language-country pairs and x-default', () => {
    for (const code of ['en-IN', 'en-GB', 'en', 'x-default', 'hi-IN', 'en-gb'])
      expect(isValidHreflang(code)).toBe(true);
  });

  it('rejects codes search engines ignore', () => {
    for (const code of [
      'en-UK',
      'en-EU',
      'uk-en',
      'english',
      'en_GB',
      'eng-GB',
      'xx-GB',
      'en-XX',
      'x-default-GB',
      '',
    ])
      expect(isValidHreflang(code), code).toBe(false);
  });
});
