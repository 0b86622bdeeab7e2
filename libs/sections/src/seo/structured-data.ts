import { regionNames } from '@agency/contract';
import { offices, regionPath, type Office, type RegionConfig, type SitePath } from '@agency/content';

/** A schema.org node as JSON-LD. */
export type JsonLd = Record<string, unknown>;

/** Turns an absolute URL path of either tree ('/uk/services/seo') into an absolute URL. */
export type UrlOf = (path: string) => string;

export interface StructuredDataInput {
  region: RegionConfig;
  /** The site path rendered (undefined for the 404 page). */
  routePath: SitePath | undefined;
  /** Short name of the page: breadcrumb label and service name. */
  name: string;
  description: string;
  /** Crumbs between Home and the page (an article's blog). */
  crumbs?: readonly { name: string; path: SitePath }[];
  /** The page's own nodes (an article's BlogPosting). */
  own?: (urlOf: UrlOf) => JsonLd[];
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** Where the share image and logo live in the shared public folder (libs/content/public). */
export const shareImage = { path: 'images/share-1200x630.png', width: 1200, height: 630 } as const;
export const logoImage = { path: 'images/logo-512.png', width: 512, height: 512 } as const;

export function organizationId(region: RegionConfig, urlOf: UrlOf) {
  return `${urlOf(regionPath(region.id, '/'))}#organization`;
}

function organization(region: RegionConfig, urlOf: UrlOf): JsonLd {
  const home = regionPath(region.id, '/');
  const base = region.basename ? `${region.basename}/` : '/';
  return {
    '@type': 'Organization',
    '@id': organizationId(region, urlOf),
    name: region.brand,
    url: urlOf(home),
    logo: urlOf(`${base}${logoImage.path}`),
    email: region.email,
    telephone: region.phone.tel,
    areaServed: { '@type': 'Country', name: regionNames[region.id] },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: region.phone.tel,
      email: region.email,
      availableLanguage: 'English',
    },
  };
}

function localBusiness(region: RegionConfig, office: Office, urlOf: UrlOf): JsonLd {
  const home = urlOf(regionPath(region.id, '/'));
  const base = region.basename ? `${region.basename}/` : '/';
  return {
    '@type': 'LocalBusiness',
    '@id': `${home}#office-${office.id}`,
    name: `${region.brand}, ${office.name}`,
    url: home,
    image: urlOf(`${base}${shareImage.path}`),
    email: office.email,
    telephone: office.phones[0]?.tel,
    ...(office.fax ? { faxNumber: office.fax.tel } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      addressLocality: office.locality,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: weekdays,
        opens: office.hours.opens,
        closes: office.hours.closes,
      },
    ],
    parentOrganization: { '@id': organizationId(region, urlOf) },
  };
}

/**
 * The JSON-LD of one page: the region's Organization and a LocalBusiness per
 * office on its home page (once per region), a BreadcrumbList on every inner
 * page (through the page's crumbs) and a Service on every service page, plus
 * the page's own (an article's BlogPosting). The 404 page has none.
 */
export function structuredData(input: StructuredDataInput, urlOf: UrlOf): JsonLd[] {
  const { region, routePath, name, description, crumbs = [] } = input;
  if (!routePath) return [];
  const context = { '@context': 'https://schema.org' };
  if (routePath === '/')
    return [
      { ...context, ...organization(region, urlOf) },
      ...offices.map((office) => ({ ...context, ...localBusiness(region, office, urlOf) })),
    ];
  const pageUrl = urlOf(regionPath(region.id, routePath));
  const nodes: JsonLd[] = [
    {
      ...context,
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', item: urlOf(regionPath(region.id, '/')) },
        ...crumbs.map((crumb) => ({ name: crumb.name, item: urlOf(regionPath(region.id, crumb.path)) })),
        { name, item: pageUrl },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
    ...(input.own?.(urlOf) ?? []).map((node) => ({ ...context, ...node })),
  ];
  if (routePath.startsWith('/services/'))
    nodes.push({
      ...context,
      '@type': 'Service',
      name,
      serviceType: name,
      description,
      url: pageUrl,
      areaServed: { '@type': 'Country', name: regionNames[region.id] },
      provider: {
        '@type': 'Organization',
        '@id': organizationId(region, urlOf),
        name: region.brand,
        url: urlOf(regionPath(region.id, '/')),
      },
    });
  return nodes;
}
