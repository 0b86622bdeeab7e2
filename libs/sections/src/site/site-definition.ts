import type { ComponentType, ReactNode } from 'react';
import { routeTable, type RegionConfig, type RoutePath } from '@agency/content';
import type { LinkScope } from '@agency/ui';
import { lazyPage, type LazyPage, type PageLoader } from './lazy-page.ts';

/** What an app hands the shared site machinery. */
export interface SiteDefinition {
  region: RegionConfig;
  linkScope: LinkScope;
  Layout: ComponentType<{ children: ReactNode }>;
  routes: SiteRoute[];
  notFound: LazyPage;
}

export interface SiteRoute {
  path: RoutePath;
  /** Source file of the page module, relative to the app root (e.g. 'src/pages/home-page.tsx'). */
  file: string;
  page: LazyPage;
}

/**
 * The routes an app can serve: every entry of the shared route table whose
 * page module exists in the app (`import.meta.glob('./pages/*-page.tsx')`).
 * A path without a page answers 404 until its page is built.
 */
export function routesFromPages(pages: Record<string, PageLoader>): SiteRoute[] {
  const routes: SiteRoute[] = [];
  for (const entry of routeTable) {
    const key = `./pages/${entry.page}-page.tsx`;
    const load = pages[key];
    if (load)
      routes.push({ path: entry.path, file: `src/pages/${entry.page}-page.tsx`, page: lazyPage(load) });
  }
  return routes;
}
