import { expect, test } from '@playwright/test';
import { islandRuntimePath } from '../support/island-runtime.ts';

// What a crawler or a visitor without JS gets: the HTML as served.

/**
 * The scripts a page names: the island runtime is its only one, imported by
 * the page's inline script after its load and first paint (libs/islands early-input).
 */
export function runtimeScripts(html: string): string[] {
  return [...html.matchAll(/["'`](\/(?:uk\/)?assets\/[^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
}

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
      // One script named, the island runtime, imported after the load and first paint by the
      // one inline script; nothing fetched with the page, no island's code named.
      expect(runtimeScripts(html)).toEqual([expect.stringMatching(islandRuntimePath)]);
      expect(html).not.toMatch(/<script[^>]* src=/);
      expect(html.match(/<script>/g)).toHaveLength(1);
      expect(html).not.toContain('<link rel="modulepreload"');
      // Every island is in the HTML with its props.
      expect(html).toMatch(/<agency-island data-island="header" data-props="\{[^"]+\}"><header /);
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
