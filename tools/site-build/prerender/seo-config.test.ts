import { describe, expect, it } from 'vitest';
import { absoluteUrl, regionOfPath, regions, seoOriginsFromEnv, treePath } from './seo-config.ts';

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

describe('a release build (SITE_BUILD=release)', () => {
  const twoHosts = {
    SITE_BUILD: 'release',
    SITE_IN_ORIGIN: 'https://www.agency.in',
    SITE_UK_ORIGIN: 'https://www.agency.co.uk',
    VITE_SITE_IN_ORIGIN: 'https://www.agency.in',
    VITE_SITE_UK_ORIGIN: 'https://www.agency.co.uk',
  };

  it('fails without its public origins, naming both variables and the document that explains them', () => {
    expect(() => seoOriginsFromEnv({ SITE_BUILD: 'release' })).toThrow(
      /SITE_BUILD=release[\s\S]*SITE_IN_ORIGIN and SITE_UK_ORIGIN are unset[\s\S]*docs\/deployment\.md/,
    );
    expect(() =>
      seoOriginsFromEnv({ SITE_BUILD: 'release', SITE_IN_ORIGIN: 'https://agency.example' }),
    ).toThrow(/SITE_UK_ORIGIN is unset/);
    expect(() =>
      seoOriginsFromEnv({ SITE_BUILD: 'release', SITE_IN_ORIGIN: '', SITE_UK_ORIGIN: '' }),
    ).toThrow(/SITE_IN_ORIGIN and SITE_UK_ORIGIN are unset/);
  });

  it('takes one https origin for both trees, with or without the cross-region link origins', () => {
    const one = { in: 'https://agency.example', uk: 'https://agency.example' };
    const env = { SITE_BUILD: 'release', SITE_IN_ORIGIN: one.in, SITE_UK_ORIGIN: one.uk };
    expect(seoOriginsFromEnv(env)).toEqual(one);
    expect(seoOriginsFromEnv({ ...env, VITE_SITE_IN_ORIGIN: one.in, VITE_SITE_UK_ORIGIN: one.uk })).toEqual(
      one,
    );
  });

  it('on two hosts, needs the link origins too, equal to the public ones', () => {
    expect(seoOriginsFromEnv(twoHosts)).toEqual({
      in: 'https://www.agency.in',
      uk: 'https://www.agency.co.uk',
    });
    expect(() => seoOriginsFromEnv({ ...twoHosts, VITE_SITE_UK_ORIGIN: undefined })).toThrow(
      /VITE_SITE_UK_ORIGIN is unset/,
    );
    expect(() => seoOriginsFromEnv({ ...twoHosts, VITE_SITE_IN_ORIGIN: 'https://agency.in' })).toThrow(
      /VITE_SITE_IN_ORIGIN \(https:\/\/agency\.in\) differs from SITE_IN_ORIGIN/,
    );
  });

  it('refuses plain http (the servers send HSTS)', () => {
    expect(() => seoOriginsFromEnv({ ...twoHosts, SITE_UK_ORIGIN: 'http://www.agency.co.uk' })).toThrow(
      /SITE_UK_ORIGIN must be https/,
    );
  });

  it('is only what SITE_BUILD says: CI and NODE_ENV=production keep the defaults, a misspelt value fails', () => {
    const local = { in: 'http://localhost:4000', uk: 'http://localhost:4000' };
    expect(seoOriginsFromEnv({ CI: 'true', NODE_ENV: 'production' })).toEqual(local);
    expect(() => seoOriginsFromEnv({ SITE_BUILD: 'relase' })).toThrow(
      /SITE_BUILD must be "release" or unset/,
    );
  });
});

describe('regions', () => {
  it('are the content record: the UK tree under /uk in en-GB, India at the root in en-IN', () => {
    expect(regions).toEqual({
      in: { basePath: '', lang: 'en-IN', appDir: 'apps/site-in' },
      uk: { basePath: '/uk', lang: 'en-GB', appDir: 'apps/site-uk' },
    });
    expect(regionOfPath('/uk')).toBe('uk');
    expect(regionOfPath('/uk/blogs')).toBe('uk');
    expect(regionOfPath('/ukx')).toBe('in');
  });
});
