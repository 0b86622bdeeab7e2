import { createSite } from '@agency/sections';
import { contactPage } from './pages/contact-page.tsx';
import { homePage } from './pages/home-page.tsx';

/** The India site, served at /: the shared pages, and the home and contact pages it writes itself. */
export const site = createSite(
  'in',
  { home: homePage, contact: contactPage },
  { otherOrigin: import.meta.env.VITE_SITE_UK_ORIGIN ?? '' },
);
