import type { Region } from '@agency/contract';
/**
 * The route table: every path of both regional trees (the UK tree under /uk),
 * docs/requirements.md §2's and the privacy notice among them. `page` names the page's content module
 * (`pages/<page>.ts`, listed in `sectionPages`); the home and contact pages are
 * the apps' own (`apps/site-*\/src/pages/<page>-page.tsx`).
 */
export const routeTable = [
  { path: '/', page: 'home' },
  { path: '/ContactUs', page: 'contact' },
  { path: '/Careers', page: 'careers' },
  { path: '/blogs', page: 'blog' },
  { path: '/about/Who-are', page: 'who-we-are' },
  { path: '/about/Why-choose', page: 'why-choose-us' },
  { path: '/services/website-development', page: 'website-development' },
  { path: '/services/website-design', page: 'website-design' },
  { path: '/services/android-app', page: 'android-app' },
  { path: '/services/hosting', page: 'hosting' },
  { path: '/services/ecommerce', page: 'ecommerce' },
  { path: '/services/crm', page: 'crm' },
  { path: '/services/seo', page: 'seo' },
  { path: '/services/social-media', page: 'social-media' },
  { path: '/services/lead-gen', page: 'lead-gen' },
  { path: '/services/ppc', page: 'ppc' },
  { path: '/services/HR-Services', page: 'hr-services' },
  { path: '/services/Permanent-Staffing', page: 'permanent-staffing' },
  { path: '/services/Temporary-Contract Staffing', page: 'temporary-contract-staffing' },
  { path: '/services/Specialized-Niche-Hiring', page: 'specialized-niche-hiring' },
  // Not in the requirements' table (docs/spec-deviations.md): what the forms' consent links to.
  { path: '/privacy', page: 'privacy' },
] as const;

export type RouteEntry = (typeof routeTable)[number];
export type RoutePath = RouteEntry['path'];
export type PageName = RouteEntry['page'];
/** The blog's paths past its index, which the region's collection of articles makes (`/blogs/<slug>`, …). */
export type BlogPath = `/blogs/${string}`;
/** A position's page, which the region's collection of positions makes (`/Careers/<slug>`). */
export type CareersPath = `/Careers/${string}`;
/** Any path of a regional tree: the route table's, and what the collections add. */
export type SitePath = RoutePath | BlogPath | CareersPath;

/** Where the UK tree lives; the India tree is at the root. */
export const ukBasePath = '/uk';

/** The absolute URL path of a route in a region's tree. */
export function regionPath(region: Region, path: SitePath): string {
  if (region === 'in') return path;
  return path === '/' ? ukBasePath : `${ukBasePath}${path}`;
}
