import type { ReactNode } from 'react';
import { ukRegion } from '@agency/content';
import {
  lazyPage,
  routesFromPages,
  SiteLayout,
  type PageLoader,
  type SiteDefinition,
} from '@agency/sections';

const headerLinks = [
  { label: 'Home', to: '/uk' },
  { label: 'Website development', to: '/uk/services/website-development' },
];

function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteLayout region={ukRegion} homePath="/uk" links={headerLinks}>
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
