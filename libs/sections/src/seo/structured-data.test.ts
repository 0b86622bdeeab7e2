import { describe, expect, it } from 'vitest';
import { indiaRegion, ukRegion } from '@agency/content';
import { structuredData } from './structured-data.ts';

const urlOf = (path: string) => `https://example.test${encodeURI(path)}`;

describe('structuredData', () => {
  it('describes the region once and every office with address, phone and hours on the home page', () => {
    const nodes = structuredData(
      { region: ukRegion, routePath: '/', name: 'Home', description: 'UK home' },
      urlOf,
    );
    expect(nodes.map((n) => n['@type'])).toEqual(['Organization', 'LocalBusiness', 'LocalBusiness']);
    expect(nodes[0]).toMatchObject({ name: 'Brightpath Digital UK', url: 'https://example.test/uk' });
    expect(nodes[2]).toMatchObject({
      name: 'Brightpath Digital UK, Noida office',
      telephone: '+911204000000',
      address: { streetAddress: 'B-42, Sector 62', addressLocality: 'Noida', addressCountry: 'IN' },
      openingHoursSpecification: [{ opens: '10:00', closes: '19:00' }],
    });
  });

  it('gives a service page its breadcrumb trail and a Service by the region', () => {
    const nodes = structuredData(
      {
        region: indiaRegion,
        routePath: '/services/Temporary-Contract Staffing',
        name: 'Temporary staffing',
        description: 'Staff for peaks.',
      },
      urlOf,
    );
    expect(nodes).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.test/' },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Temporary staffing',
            item: 'https://example.test/services/Temporary-Contract%20Staffing',
          },
        ],
      }),
      expect.objectContaining({
        '@type': 'Service',
        name: 'Temporary staffing',
        provider: expect.objectContaining({ name: 'Brightpath Digital' }),
        areaServed: { '@type': 'Country', name: 'India' },
      }),
    ]);
  });

  it('gives other inner pages a breadcrumb trail only, and the 404 page nothing', () => {
    const about = structuredData(
      { region: indiaRegion, routePath: '/about/Who-are', name: 'Who we are', description: 'x' },
      urlOf,
    );
    expect(about.map((n) => n['@type'])).toEqual(['BreadcrumbList']);
    expect(
      structuredData({ region: indiaRegion, routePath: undefined, name: 'x', description: 'x' }, urlOf),
    ).toEqual([]);
  });
});
