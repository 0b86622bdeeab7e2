import { articleImages, articleSources } from '@agency/articles-uk';
import { positionSources } from '@agency/positions-uk';
import { createSite } from '@agency/sections';
import { contactPage } from './pages/contact-page.tsx';
import { homePage } from './pages/home-page.tsx';

/** The UK site, served at /uk: the shared pages, and the home and contact pages it writes itself. */
export const site = createSite(
  'uk',
  { home: homePage, contact: contactPage },
  {
    otherOrigin: import.meta.env.VITE_SITE_IN_ORIGIN ?? '',
    // The dev server (npm run dev) shows drafts and articles dated ahead; a build leaves them out.
    articles: { sources: articleSources, images: articleImages, includeUnpublished: import.meta.env.DEV },
    positions: { sources: positionSources },
  },
);
