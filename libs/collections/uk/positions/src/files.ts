import { readdirSync, readFileSync } from 'node:fs';

/**
 * The same files as index.ts, read from disk for the API, which runs in Node without Vite: it
 * learns which positions are open from the files the pages are built from, and nothing else of
 * the site's content (docs/content.md).
 */
const folder = 'libs/collections/uk/positions';
const here = new URL('../', import.meta.url);

export const positionSources: Record<string, string> = Object.fromEntries(
  readdirSync(here)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [`${folder}/${name}`, readFileSync(new URL(name, here), 'utf8')]),
);
