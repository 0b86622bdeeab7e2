import { regionNames, type Region } from '@agency/contract';
import { regionPath, type RoutePath } from './routes.ts';

/** A link of the site's navigation: its text and an absolute path of either regional tree. */
export interface NavLink {
  label: string;
  to: string;
}

/** A dropdown group of the header. */
export interface NavGroup {
  id: 'it-services' | 'recruitment-services' | 'know-us-more';
  label: string;
  links: NavLink[];
}

export type NavItem = ({ kind: 'link' } & NavLink) | ({ kind: 'group' } & NavGroup);

export interface CountryOption {
  value: Uppercase<Region>;
  /** The country's name, for screen readers beside the code. */
  name: string;
  to: string;
}

export interface HeaderNavigation {
  home: string;
  items: NavItem[];
  countries: CountryOption[];
  /** The current region's country (the selector's value). */
  country: CountryOption['value'];
  cta: NavLink;
}

export interface FooterNavigation {
  links: NavLink[];
  sitemap: NavLink;
  policies: NavLink;
}

const itServices: [string, RoutePath][] = [
  ['Website Development', '/services/website-development'],
  ['Website Design', '/services/website-design'],
  ['Android App Development', '/services/android-app'],
  ['Web Hosting', '/services/hosting'],
  ['Ecommerce Solutions', '/services/ecommerce'],
  ['CRM Development', '/services/crm'],
  ['Search Engine Optimisation', '/services/seo'],
  ['Social Media Management', '/services/social-media'],
  ['Lead Generation', '/services/lead-gen'],
  ['Pay-Per-Click Advertising', '/services/ppc'],
];

const recruitmentServices: [string, RoutePath][] = [
  ['Permanent Staffing', '/services/Permanent-Staffing'],
  ['Temporary & Contract Staffing', '/services/Temporary-Contract Staffing'],
  ['Specialized Niche Hiring', '/services/Specialized-Niche-Hiring'],
  ['HR Services', '/services/HR-Services'],
];

const knowUsMore: [string, RoutePath][] = [
  ['Who we are', '/about/Who-are'],
  ['Why choose us', '/about/Why-choose'],
];

const links = (region: Region, entries: [string, RoutePath][]): NavLink[] =>
  entries.map(([label, path]) => ({ label, to: regionPath(region, path) }));

/** The contact page: the UK header, footer and CTA send visitors to the India tree's /ContactUs (docs/requirements.md §2). */
const contactPath = (region: Region) => (region === 'uk' ? '/ContactUs' : regionPath(region, '/ContactUs'));

/**
 * The header of docs/requirements.md §2. The UK header is the India one under /uk,
 * except that Blog goes to /blogs and Contact to /ContactUs (no prefix).
 */
export function headerNavigation(region: Region): HeaderNavigation {
  return {
    home: regionPath(region, '/'),
    items: [
      { kind: 'link', label: 'Home', to: regionPath(region, '/') },
      { kind: 'group', id: 'it-services', label: 'IT Services', links: links(region, itServices) },
      {
        kind: 'group',
        id: 'recruitment-services',
        label: 'Recruitment Services',
        links: links(region, recruitmentServices),
      },
      { kind: 'group', id: 'know-us-more', label: 'Know Us More', links: links(region, knowUsMore) },
      { kind: 'link', label: 'Careers', to: regionPath(region, '/Careers') },
      { kind: 'link', label: 'Blog', to: region === 'uk' ? '/blogs' : regionPath(region, '/blogs') },
      { kind: 'link', label: 'Contact', to: contactPath(region) },
    ],
    countries: [
      { value: 'IN', name: regionNames.in, to: '/' },
      { value: 'UK', name: regionNames.uk, to: '/uk' },
    ],
    country: region === 'uk' ? 'UK' : 'IN',
    cta: { label: "Let's Talk", to: '/ContactUs' },
  };
}

/**
 * The footer links. The UK ones are docs/requirements.md §2; India mirrors them in
 * its own tree. Sitemap and Policies go somewhere real: the region's
 * sitemap file and the region's privacy notice (docs/spec-deviations.md).
 */
export function footerNavigation(region: Region): FooterNavigation {
  return {
    links: [
      { label: 'Home', to: regionPath(region, '/') },
      { label: 'About', to: regionPath(region, '/about/Who-are') },
      { label: 'Services', to: regionPath(region, '/services/website-development') },
      { label: 'Contact Us', to: contactPath(region) },
    ],
    // Each tree has its own sitemap at its root.
    sitemap: { label: 'Sitemap', to: region === 'uk' ? '/uk/sitemap.xml' : '/sitemap.xml' },
    policies: { label: 'Policies', to: regionPath(region, '/privacy') },
  };
}
