import { describe, expect, it } from 'vitest';
import { absoluteUrl, seoOriginsFromEnv, treePath } from './seo-config.ts';

describe('seoOriginsFromEnv', () => {
  it('defaults both trees to what npm start serves', () => {
    expect(seoOriginsFromEnv({})).toEqual({ in: 'http://localhost:4000', uk: 'http://localhost:4000' });
  });

  it('takes each origin from its variable, without a trailing slash', () => {
    expect(
      seoOriginsFromEnv({
        SITE_IN_ORIGIN: 'https://www.agency.in/',
        SITE_UK_ORIGIN: 'https://www.agency.co.uk',
      }),
    ).toEqual({ in: 'https://www.agency.in', uk: 'https://www.agency.co.uk' });
  });

  it('refuses a value that is not an origin, naming the variable', () => {
    expect(() => seoOriginsFromEnv({ SITE_UK_ORIGIN: 'www.agency.co.uk' })).toThrow(/SITE_UK_ORIGIN/);
    expect(() => seoOriginsFromEnv({ SITE_IN_ORIGIN: 'https://agency.test/in' })).toThrow(/SITE_IN_ORIGIN/);
  });
});

describe('absoluteUrl', () => {
  it('puts each tree on its origin and encodes the space of a path', () => {
    const origins = { in: 'https://agency.in', uk: 'https://agency.co.uk' };
    expect(absoluteUrl(origins, treePath('uk', '/services/Temporary-Contract Staffing'))).toBe(
      'https://agency.co.uk/uk/services/Temporary-Contract%20Staffing',
    );
    expect(absoluteUrl(origins, treePath('uk', '/'))).toBe('https://agency.co.uk/uk');
    expect(absoluteUrl(origins, treePath('in', '/'))).toBe('https://agency.in/');
  });
});
