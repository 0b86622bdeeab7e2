import type { ReactNode } from 'react';
import { companies, footerNavigation, headerNavigation, socialProfiles, indiaRegion } from '@agency/content';
import {
  lazyPage,
  routesFromPages,
  SiteLayout,
  type PageLoader,
  type SiteDefinition,
} from '@agency/sections';

const header = headerNavigation('in');
const footer = footerNavigation('in');

function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteLayout
      region={indiaRegion}
      header={header}
      footer={footer}
      social={socialProfiles}
      company={companies.in}
    >
      {children}
    </SiteLayout>
  );
}

/** The India site: its region, its pages (one module per route in ./pages) and its layout. */
export const site: SiteDefinition = {
  region: indiaRegion,
  linkScope: {
    basename: '',
    foreignPrefixes: ['/uk'],
    foreignOrigin: import.meta.env.VITE_SITE_UK_ORIGIN ?? '',
  },
  Layout,
  routes: routesFromPages(import.meta.glob<Awaited<ReturnType<PageLoader>>>('./pages/*-page.tsx')),
  notFound: lazyPage(() => import('./not-found.tsx')),
};
