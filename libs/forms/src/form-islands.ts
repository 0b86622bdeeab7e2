import { islandEntry } from '@agency/islands/runtime';

/**
 * The sending forms' islands. Each loads when a visitor comes within a screen
 * of it, or uses it: react-hook-form, zod and TanStack Query (~50 kB) never
 * load on a page where nobody nears a form. Until then the form is its
 * prerendered HTML, a real form that the browser can post by itself.
 */
export const formIslands = {
  'contact-enquiry-form': islandEntry({
    load: 'near',
    module: () => import('./islands/contact-enquiry-island.tsx'),
  }),
  'uk-callback-form': islandEntry({ load: 'near', module: () => import('./islands/uk-callback-island.tsx') }),
  'uk-project-enquiry-form': islandEntry({
    load: 'near',
    module: () => import('./islands/uk-project-enquiry-island.tsx'),
  }),
  'proposal-form': islandEntry({ load: 'near', module: () => import('./islands/proposal-island.tsx') }),
  'job-application-form': islandEntry({
    load: 'near',
    module: () => import('./islands/job-application-island.tsx'),
  }),
};
