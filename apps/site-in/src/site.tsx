import { articleImages, articleSources } from '@agency/articles-in';
import { positionSources } from '@agency/positions-in';
import { createSite } from '@agency/sections';
import { contactPage } from './pages/contact-page.tsx';
import { homePage } from './pages/home-page.tsx';

/** The India site, served at /: the shared pages, and the home and contact pages it writes itself. */
export const site = createSite(
  'in',
  { home: homePage, contact: contactPage },
  {
    otherOrigin: import.meta.env.VITE_SITE_UK_ORIGIN ?? '',
    // The dev server (npm run dev) shows drafts and articles dated ahead; a build leaves them out.
    articles: { sources: articleSources, images: articleImages, includeUnpublished: import.meta.env.DEV },
    positions: { sources: positionSources },
  },
);
