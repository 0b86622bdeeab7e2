import { createContext, use } from 'react';
import type { Site } from './site-definition.ts';

const SiteContext = createContext<Site | null>(null);

/** The site a page is rendered for (prerender and dev server): its region, its links. */
export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = use(SiteContext);
  if (!site) throw new Error('useSite() outside a site render (renderSitePage provides it)');
  return site;
}
