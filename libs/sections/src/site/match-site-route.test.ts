import { describe, expect, it } from 'vitest';
import { indiaRegion, ukRegion } from '@agency/content';
import { lazyPage } from './lazy-page.ts';
import { appPathOf, matchSiteRoute } from './match-site-route.ts';
import type { SiteDefinition } from './site-definition.ts';

const page = lazyPage(async () => ({ default: () => null, meta: { title: 't', description: 'd' } }));
const site = (region: typeof indiaRegion): SiteDefinition => ({
  region,
  linkScope: { basename: region.basename, foreignPrefixes: [], foreignOrigin: '' },
  Layout: ({ children }) => children,
  routes: [
    { path: '/', file: 'src/pages/home-page.tsx', page },
    { path: '/services/Temporary-Contract Staffing', file: 'src/pages/temp-page.tsx', page },
  ],
  notFound: page,
});

describe('appPathOf', () => {
  it('decodes the browser path and strips the UK basename', () => {
    expect(appPathOf(site(ukRegion), '/uk')).toBe('/');
    expect(appPathOf(site(ukRegion), '/uk/')).toBe('/');
    expect(appPathOf(site(ukRegion), '/uk/services/Temporary-Contract%20Staffing')).toBe(
      '/services/Temporary-Contract Staffing',
    );
    expect(appPathOf(site(indiaRegion), '/services/Temporary-Contract%20Staffing')).toBe(
      '/services/Temporary-Contract Staffing',
    );
  });

  it('leaves a malformed escape as it is', () => {
    expect(appPathOf(site(indiaRegion), '/services/%E0%A4%A')).toBe('/services/%E0%A4%A');
  });
});

describe('matchSiteRoute', () => {
  it('matches exactly and case-sensitively, like the server that serves the files', () => {
    const india = site(indiaRegion);
    expect(matchSiteRoute(india, '/services/Temporary-Contract Staffing')?.file).toBe(
      'src/pages/temp-page.tsx',
    );
    expect(matchSiteRoute(india, '/')?.file).toBe('src/pages/home-page.tsx');
    expect(matchSiteRoute(india, '/services/temporary-contract staffing')).toBeUndefined();
    expect(matchSiteRoute(india, '/services/Temporary-Contract Staffing/')).toBeUndefined();
  });
});
