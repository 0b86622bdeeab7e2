import { formIslands } from '@agency/forms';
import type { IslandRegistry } from '@agency/islands/runtime';

/**
 * Every island of both sites, by the name the prerender writes into the HTML,
 * with when its code loads: the sending forms, nothing else. The header, the
 * region banner and the map are HTML (with the page script), so a page without
 * a form has no island and loads no island runtime at all. This registry is
 * part of the runtime the pages with forms load (the apps' main.ts); each
 * island's code is a chunk of its own.
 */
export const siteIslands = { ...formIslands } satisfies IslandRegistry;
