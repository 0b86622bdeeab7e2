/** The two regional shells under test and what docs/requirements.md §2 says their headers link to. */
export const shellRegions = {
  in: {
    id: 'in',
    home: '/',
    country: 'IN',
    prefix: '',
    other: { name: 'UK (United Kingdom)', url: /\/uk\/?$/ },
  },
  uk: { id: 'uk', home: '/uk/', country: 'UK', prefix: '/uk', other: { name: 'IN (India)', url: /:\d+\/$/ } },
} as const;

/** One regional shell: each region's e2e project runs the shared suites with its own. */
export type ShellRegion = (typeof shellRegions)[keyof typeof shellRegions];

export const widths = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The ten IT service pages, the four recruitment pages and the two about pages (docs/requirements.md §2). */
export const groupPaths = {
  'IT Services': [
    '/services/website-development',
    '/services/website-design',
    '/services/android-app',
    '/services/hosting',
    '/services/ecommerce',
    '/services/crm',
    '/services/seo',
    '/services/social-media',
    '/services/lead-gen',
    '/services/ppc',
  ],
  'Recruitment Services': [
    '/services/Permanent-Staffing',
    '/services/Temporary-Contract%20Staffing',
    '/services/Specialized-Niche-Hiring',
    '/services/HR-Services',
  ],
  'Know Us More': ['/about/Who-are', '/about/Why-choose'],
} as const;

/** The plain header links; the UK header sends Blog and Contact to the India tree (no /uk). */
export function plainLinkHrefs(region: ShellRegion) {
  return {
    Home: region.id === 'uk' ? '/uk' : '/',
    Careers: `${region.prefix}/Careers`,
    Blog: '/blogs',
    Contact: '/ContactUs',
  };
}
