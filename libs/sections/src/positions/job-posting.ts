import { markdownToTree, treeToHtml } from '@agency/articles';
import type { Position } from '@agency/positions';
import type { RegionConfig } from '@agency/content';
import { offices, regionPath } from '@agency/content';
import { logoImage, organizationId, type JsonLd, type UrlOf } from '../seo/structured-data.ts';
import { countryName } from './position-facts.ts';
import { positionPath } from './position-paths.ts';

/**
 * The postal address of the office an office or hybrid position is at, from the content
 * library's offices (the loader refused a position at none of them).
 */
function officeAddress(location: { city: string; region: string; country: string }): JsonLd {
  const office = offices.find(
    (candidate) =>
      candidate.locality === location.city &&
      candidate.region === location.region &&
      candidate.country === location.country,
  );
  if (!office) throw new Error(`no office in ${location.city}, ${location.region}, ${location.country}`);
  return {
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    addressLocality: office.locality,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.country,
  };
}

/** The body as HTML, as JobPosting's description wants it and as the page shows it. */
export const positionBodyHtml = (position: Position) => treeToHtml(markdownToTree(position.body));

/**
 * A position's JobPosting, following Google for Jobs: the required title, description,
 * datePosted, hiringOrganization and jobLocation (or TELECOMMUTE with the countries applicants
 * may live in), and the recommended validThrough, employmentType, baseSalary, identifier and
 * directApply. All of it is what the page shows (the SEO check compares them).
 */
export function jobPosting(region: RegionConfig, position: Position, urlOf: UrlOf): JsonLd {
  const pageUrl = urlOf(regionPath(region.id, positionPath(position.slug)));
  const location = position.location;
  const where: JsonLd =
    location.type === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: location.countries.map((code) => ({
            '@type': 'Country',
            name: countryName(code),
          })),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: officeAddress(location),
          },
        };
  return {
    '@type': 'JobPosting',
    '@id': `${pageUrl}#job`,
    url: pageUrl,
    title: position.title,
    description: positionBodyHtml(position),
    datePosted: position.datePosted,
    validThrough: position.validThrough,
    employmentType: position.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(region, urlOf),
      name: region.brand,
      sameAs: urlOf(regionPath(region.id, '/')),
      logo: urlOf(`${region.basename}/${logoImage.path}`),
    },
    ...where,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: position.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: position.salary.min,
        maxValue: position.salary.max,
        unitText: position.salary.unit,
      },
    },
    identifier: { '@type': 'PropertyValue', name: region.brand, value: position.slug },
    directApply: true,
  };
}
