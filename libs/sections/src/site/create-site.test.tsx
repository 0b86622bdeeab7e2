// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closedPositionMarker, closedPositionsFile } from '@agency/contract';
import { createSite } from './create-site.tsx';
import { renderSitePage } from './render-site-page.tsx';
import type { SitePage } from '../site-definition/site-definition.ts';

const ownPage: SitePage = { meta: { title: 'Own', description: 'x' }, Component: () => <h1>Own</h1> };

/** A UK position file, open until `validThrough`. */
const position = (title: string, validThrough: string) => `---
title: ${title}
summary: Build fast websites for our clients.
location:
  type: office
  city: London
  region: Greater London
  country: GB
employmentType: FULL_TIME
salary:
  currency: GBP
  min: 45000
  max: 60000
  unit: YEAR
datePosted: 2020-01-02
validThrough: ${validThrough}
---

## What you will do

- Build pages.

## What you will need

- TypeScript.
`;

describe('createSite', () => {
  it("leaves the gateway's list and nginx's marker for a position past its validThrough, and neither for an open one", () => {
    const site = createSite(
      'uk',
      { home: ownPage, contact: ownPage },
      {
        otherOrigin: '',
        articles: { sources: {}, includeUnpublished: false },
        positions: {
          sources: {
            'libs/collections/uk/positions/old-role.md': position('Web Design', '2020-01-31T23:59:00+00:00'),
            'libs/collections/uk/positions/seo.md': position('SEO', '2099-12-31T23:59:00+00:00'),
          },
        },
      },
    );
    const files = site.files!((path) => `https://agency.example${path}`);
    expect(files.find(({ file }) => file === closedPositionsFile)?.content).toBe('/uk/Careers/old-role\n');
    const markers = files.filter(({ file }) => file.endsWith(closedPositionMarker));
    expect(markers).toEqual([{ file: `Careers/old-role${closedPositionMarker}`, content: '' }]);
    expect(site.routes.map(({ path }) => path)).toContain('/Careers/seo');
    expect(site.routes.map(({ path }) => path)).not.toContain('/Careers/old-role');
  });

  it('builds, for every position, the page a no-script application lands on once it has closed: named, with the open ones', async () => {
    const site = createSite(
      'uk',
      { home: ownPage, contact: ownPage },
      {
        otherOrigin: '',
        articles: { sources: {}, includeUnpublished: false },
        positions: {
          sources: {
            'libs/collections/uk/positions/old-role.md': position('Web Design', '2020-01-31T23:59:00+00:00'),
            'libs/collections/uk/positions/seo.md': position('SEO', '2099-12-31T23:59:00+00:00'),
            'libs/collections/uk/positions/ppc.md': position('PPC', '2099-12-31T23:59:00+00:00'),
          },
        },
      },
    );
    expect(
      site.utilityPages.map(({ path }) => path).filter((path) => path.includes('position-closed/')),
    ).toEqual([
      '/application-not-sent/position-closed/ppc',
      '/application-not-sent/position-closed/seo',
      '/application-not-sent/position-closed/old-role',
    ]);
    const page = await renderSitePage(site, '/uk/application-not-sent/position-closed/seo');
    expect(page.status).toBe(200);
    expect(page.routePath).toBeUndefined();
    expect(page.title).toBe(`Application not sent: SEO has closed | ${site.region.brand}`);
    expect(page.appHtml).toMatch(/<h1[^>]*>Your application was not sent: the SEO position has closed<\/h1>/);
    expect(page.appHtml).toContain(
      'Go back to the form with your browser&#x27;s Back button: what you typed is kept',
    );
    const listed = [...page.appHtml.matchAll(/<a href="(\/uk\/Careers\/[^"]+)">([^<]+)<\/a>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(listed).toEqual([['/uk/Careers/ppc', 'PPC']]);
  });
});
