import { describe, expect, it } from 'vitest';
import { structuredDataProblems } from './structured-data-rules.ts';

const context = 'https://schema.org';
const organization = {
  '@context': context,
  '@type': 'Organization',
  name: 'A',
  url: 'https://a.test/',
  logo: 'https://a.test/logo.png',
};
const localBusiness = {
  '@context': context,
  '@type': 'LocalBusiness',
  name: 'A, London',
  telephone: '+442079460958',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '1 Road',
    addressLocality: 'London',
    postalCode: 'WC2H 9JQ',
    addressCountry: 'GB',
  },
  openingHoursSpecification: [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '10:00', closes: '19:00' },
  ],
};
const breadcrumbs = {
  '@context': context,
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.test/' },
    { '@type': 'ListItem', position: 2, name: 'SEO', item: 'https://a.test/services/seo' },
  ],
};
const service = {
  '@context': context,
  '@type': 'Service',
  name: 'SEO',
  url: 'https://a.test/services/seo',
  areaServed: 'GB',
  provider: { '@type': 'Organization', name: 'A' },
};

/** A copy of `node` without `key` (dotted for nested objects). */
function without(node: object, key: string): unknown {
  const copy = structuredClone(node) as Record<string, unknown>;
  const [first, rest] = key.split(/\.(.*)/);
  if (rest) copy[first!] = without(copy[first!] as object, rest);
  else delete copy[first!];
  return copy;
}

describe('structuredDataProblems', () => {
  it('accepts complete nodes of the four types, alone, in an array or in an @graph', () => {
    for (const node of [organization, localBusiness, breadcrumbs, service])
      expect(structuredDataProblems(node)).toEqual([]);
    expect(structuredDataProblems([organization, service])).toEqual([]);
    const { '@context': _, ...bare } = service;
    expect(structuredDataProblems({ '@context': context, '@graph': [bare] })).toEqual([]);
  });

  it.each([
    ['Organization', organization, 'name', 'Organization has no name'],
    ['Organization', organization, 'url', 'Organization has no absolute url'],
    ['Organization', organization, 'logo', 'Organization has no absolute logo URL'],
    ['LocalBusiness', localBusiness, 'name', 'LocalBusiness has no name'],
    ['LocalBusiness', localBusiness, 'address', 'LocalBusiness has no PostalAddress address'],
    ['LocalBusiness', localBusiness, 'address.streetAddress', 'LocalBusiness address has no streetAddress'],
    ['LocalBusiness', localBusiness, 'address.addressCountry', 'LocalBusiness address has no addressCountry'],
    ['LocalBusiness', localBusiness, 'telephone', 'LocalBusiness has no telephone'],
    [
      'LocalBusiness',
      localBusiness,
      'openingHoursSpecification',
      'LocalBusiness has no valid openingHoursSpecification (dayOfWeek, opens, closes)',
    ],
    ['BreadcrumbList', breadcrumbs, 'itemListElement', 'BreadcrumbList has no itemListElement'],
    ['Service', service, 'name', 'Service has no name'],
    ['Service', service, 'provider', 'Service has no named provider'],
    ['Service', service, 'areaServed', 'Service has no areaServed'],
    ['Service', service, 'url', 'Service has no absolute url'],
  ])('%s without %s fails', (_type, node, key, message) => {
    expect(structuredDataProblems(without(node, key))).toEqual([message]);
  });

  it('fails breadcrumbs out of order, unnamed or without a URL before the last', () => {
    const items = breadcrumbs.itemListElement;
    expect(
      structuredDataProblems({
        ...breadcrumbs,
        itemListElement: [
          { ...items[0], position: 2, item: undefined },
          { ...items[1], name: '' },
        ],
      }),
    ).toEqual([
      'BreadcrumbList item 1 has position 2',
      'BreadcrumbList item 1 has no absolute item URL',
      'BreadcrumbList item 2 has no name',
    ]);
    expect(
      structuredDataProblems({
        ...breadcrumbs,
        itemListElement: [items[0], { ...items[1], item: undefined }],
      }),
    ).toEqual([]);
  });

  it('fails a node without schema.org context or type', () => {
    expect(structuredDataProblems({ ...service, '@context': 'https://example.test' })).toEqual([
      'JSON-LD Service has no schema.org @context',
    ]);
    expect(structuredDataProblems({ '@context': context, name: 'x' })).toEqual([
      'a JSON-LD node has no @type',
    ]);
  });
});
