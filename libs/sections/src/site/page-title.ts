import type { SitePage } from '../site-definition/site-definition.ts';

/** The document title of a page: its own title, with the brand appended unless the title names it. */
export function pageTitle(meta: SitePage['meta'], brand: string): string {
  return meta.title.includes(brand) ? meta.title : `${meta.title} | ${brand}`;
}
