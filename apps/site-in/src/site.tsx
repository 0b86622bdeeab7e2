import type { ReactNode } from 'react';
import { indiaRegion } from '@agency/content';
import {
  lazyPage,
  routesFromPages,
  SiteLayout,
  type PageLoader,
  type SiteDefinition,
} from '@agency/sections';

const headerLinks = [
  { label: 'Home', to: '/' },
  { label: 'Website development', to: '/services/website-development' },
];

function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteLayout region={indiaRegion} homePath="/" links={headerLinks}>
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
