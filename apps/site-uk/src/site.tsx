import type { ReactNode } from 'react';
import { companies, footerNavigation, headerNavigation, socialProfiles, ukRegion } from '@agency/content';
import {
  lazyPage,
  routesFromPages,
  SiteLayout,
  type PageLoader,
  type SiteDefinition,
} from '@agency/sections';

const header = headerNavigation('uk');
const footer = footerNavigation('uk');

function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteLayout
      region={ukRegion}
      header={header}
      footer={footer}
      social={socialProfiles}
      company={companies.uk}
      // Spec section 2: the UK header takes a scrolled style whenever the page is scrolled.
      scrolledHeader
    >
      {children}
    </SiteLayout>
  );
}

/** The UK site under /uk: its region, its pages (one module per route in ./pages) and its layout. */
export const site: SiteDefinition = {
  region: ukRegion,
  linkScope: {
    basename: '/uk',
    foreignPrefixes: [],
    foreignOrigin: import.meta.env.VITE_SITE_IN_ORIGIN ?? '',
  },
  Layout,
  routes: routesFromPages(import.meta.glob<Awaited<ReturnType<PageLoader>>>('./pages/*-page.tsx')),
  notFound: lazyPage(() => import('./not-found.tsx')),
};
