import { collectionOnDisk } from '@agency/articles/sources-on-disk';

/**
 * The same files as index.ts, read from disk for the API, which runs in Node without Vite: it
 * learns which positions are open from the files the pages are built from, and nothing else of
 * the site's content (docs/content.md).
 */
export const { sources: positionSources } = collectionOnDisk(
  new URL('../', import.meta.url),
  'libs/collections/in/positions',
);
