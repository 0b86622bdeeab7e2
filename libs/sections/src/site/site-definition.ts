import type { ComponentType } from 'react';
import type { RegionConfig, RoutePath } from '@agency/content';
import type { LinkScope } from '@agency/ui';

/** What a page of a site is: its words for the `<head>` and its body, rendered at build time only. */
export interface SitePage {
  /** `name` (default: the title) is the page's short name in breadcrumbs and structured data. */
  meta: { title: string; description: string; name?: string };
  Component: ComponentType;
}

/** A regional site: its region, how its links resolve, and a page for every path it serves. */
export interface Site {
  region: RegionConfig;
  linkScope: LinkScope;
  /** The route table's pages (docs/requirements.md), in both regions. */
  routes: readonly { path: RoutePath; page: SitePage }[];
  /** Pages outside the route table (a form's outcome without scripts): served, never indexed. */
  utilityPages: readonly { path: string; page: SitePage }[];
  notFound: SitePage;
}
