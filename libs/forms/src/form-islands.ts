import { islandEntry } from '@agency/islands/runtime';

/**
 * The sending forms' islands. Each is its prerendered HTML, a real form the
 * browser can post by itself, until a visitor sends it: then its code (React,
 * react-hook-form, zod, TanStack Query) loads and it hydrates and sends
 * (libs/islands/src/runtime/start-islands.ts). A form added here follows the
 * same strategy: the runtime has no other.
 */
export const formIslands = {
  'contact-enquiry-form': islandEntry({ module: () => import('./islands/contact-enquiry-island.tsx') }),
  'uk-callback-form': islandEntry({ module: () => import('./islands/uk-callback-island.tsx') }),
  'uk-project-enquiry-form': islandEntry({ module: () => import('./islands/uk-project-enquiry-island.tsx') }),
  'proposal-form': islandEntry({ module: () => import('./islands/proposal-island.tsx') }),
  'job-application-form': islandEntry({ module: () => import('./islands/job-application-island.tsx') }),
};
