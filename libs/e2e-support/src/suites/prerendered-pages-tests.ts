import { expect, test } from '@playwright/test';
import { islandRuntimePath } from '../support/island-runtime.ts';

// What a crawler or a visitor without JS gets: the HTML as served.

/** The template of the islands' code, which the browser fetches only once the island runtime puts it in the head. */
const islandCodeTemplate = /<template data-island-code>([\s\S]*?)<\/template>/;

const assetScripts = (html: string) =>
  [...html.matchAll(/["'`](\/(?:uk\/)?assets\/[^"'`]+\.js)["'`]/g)].map((m) => m[1]!);

/** The script files a page runs as it loads: the island runtime, on a page with a sending form, is the only one. */
export function runtimeScripts(html: string): string[] {
  return assetScripts(html.replace(islandCodeTemplate, ''));
}

/** The islands' code files the page names for a fetch when the browser is idle, after its load. */
export function idleIslandCode(html: string): string[] {
  return assetScripts(islandCodeTemplate.exec(html)?.[1] ?? '');
}

/** The code file of an island (libs/forms/src/form-islands.ts: the form `x-form`'s module is `islands/x-island.tsx`). */
const islandCodeFile = (name: string) =>
  expect.stringMatching(new RegExp(`/assets/${name.replace(/-form$/, '-island')}-[\\w-]+\\.js$`));

export interface PrerenderedPages {
  /** Pages of the tree and the h1 each is served with. */
  pages: { path: string; heading: string }[];
  /** Paths of the tree that are no page (the region's 404 page answers them). */
  missing: string[];
}

export function prerenderedPagesTests({ pages, missing }: PrerenderedPages) {
  for (const { path, heading } of pages) {
    test(`${path} is served prerendered with its heading and styles`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain('<style data-emotion="css ');
      // The page script, inline, the last script in the body (libs/sections/src/page-script); after it
      // only the inert template of the islands' code, on a page with an island.
      expect(html).toMatch(
        /<script>[^<]+<\/script>\s*(<template data-island-code>[^]*?<\/template>\s*)?<\/body>/,
      );
      // The header is HTML; the only islands are sending forms, and only a page with one names
      // the island runtime, and its islands' code for later, as module preloads in the template.
      expect(html).toMatch(/<header[ >]/);
      const islands = [...html.matchAll(/<agency-island data-island="([^"]+)"/g)].map((m) => m[1]!);
      expect(islands.every((name) => name.endsWith('-form'))).toBe(true);
      expect(runtimeScripts(html)).toEqual(
        islands.length > 0 ? [expect.stringMatching(islandRuntimePath)] : [],
      );
      expect(html.replace(islandCodeTemplate, '')).not.toContain('<link rel="modulepreload"');
      const later = idleIslandCode(html);
      if (islands.length === 0) expect(later).toEqual([]);
      else expect(later).toEqual(expect.arrayContaining(islands.map(islandCodeFile)));
    });
  }

  for (const path of missing) {
    test(`${path} answers 404 with the region's 404 page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page not found');
      expect(html).toContain(path.startsWith('/uk/') ? 'lang="en-GB"' : 'lang="en-IN"');
    });
  }
}
