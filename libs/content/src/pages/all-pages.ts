import { routeTable, type PageName } from '../routes.ts';
import { androidAppPage } from './android-app.ts';
import { blogMeta } from './blog.ts';
import { careersPage } from './careers.ts';
import { contactMeta } from './contact.ts';
import { crmPage } from './crm.ts';
import { ecommercePage } from './ecommerce.ts';
import { homeInMeta } from './home-in.ts';
import { homeUkMeta } from './home-uk.ts';
import { hostingPage } from './hosting.ts';
import { hrServicesPage } from './hr-services.ts';
import { leadGenPage } from './lead-gen.ts';
import type { Region } from '@agency/contract';
import type { PageContent, PageMeta } from './page-content.ts';
import { permanentStaffingPage } from './permanent-staffing.ts';
import { privacyNotices } from './privacy-notice.ts';
import { ppcPage } from './ppc.ts';
import { seoPage } from './seo.ts';
import { socialMediaPage } from './social-media.ts';
import { specializedNicheHiringPage } from './specialized-niche-hiring.ts';
import { temporaryContractStaffingPage } from './temporary-contract-staffing.ts';
import { websiteDesignPage } from './website-design.ts';
import { websiteDevelopmentPage } from './website-development.ts';
import { whoWeArePage } from './who-we-are.ts';
import { whyChooseUsPage } from './why-choose-us.ts';

/** The pages written as a section stack, by route page name. */
export const sectionPages = {
  careers: careersPage,
  'who-we-are': whoWeArePage,
  'why-choose-us': whyChooseUsPage,
  'website-development': websiteDevelopmentPage,
  'website-design': websiteDesignPage,
  'android-app': androidAppPage,
  hosting: hostingPage,
  ecommerce: ecommercePage,
  crm: crmPage,
  seo: seoPage,
  'social-media': socialMediaPage,
  'lead-gen': leadGenPage,
  ppc: ppcPage,
  'hr-services': hrServicesPage,
  'permanent-staffing': permanentStaffingPage,
  'temporary-contract-staffing': temporaryContractStaffingPage,
  'specialized-niche-hiring': specializedNicheHiringPage,
} satisfies Partial<Record<PageName, Record<Region, PageContent>>>;

/**
 * The title and description of every page of both trees, for checks
 * that span the site, such as uniqueness in search results. Not imported by
 * the apps: each page module exports its own meta.
 */
export function allPageMeta(): { region: Region; page: PageName; meta: PageMeta }[] {
  const bespoke: Partial<Record<PageName, Record<Region, PageMeta>>> = {
    home: { in: homeInMeta, uk: homeUkMeta },
    blog: blogMeta,
    contact: contactMeta,
    privacy: { in: privacyNotices.in.meta, uk: privacyNotices.uk.meta },
  };
  return routeTable.flatMap(({ page }) =>
    (['in', 'uk'] as const).map((region) => {
      const stacked = (sectionPages as Partial<Record<PageName, Record<Region, PageContent>>>)[page];
      const meta = stacked ? stacked[region].meta : bespoke[page]?.[region];
      if (!meta) throw new Error(`no meta for ${region} ${page}`);
      return { region, page, meta };
    }),
  );
}
