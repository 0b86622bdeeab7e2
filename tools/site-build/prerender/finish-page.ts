import { islandAttributes, islandTag } from '@agency/islands/runtime';

// What Vite writes for the client entry (the island runtime) and the modules it preloads.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The scripts of one rendered page: the page script inline at the end of the
 * body, and the island runtime only where the page has an island (a sending
 * form). A page without one runs the page script alone. A page with one also
 * names its islands' code files, as module preloads inside a template: the
 * browser fetches nothing for them until the runtime puts them in the head,
 * once the page has loaded and the browser is idle (start-islands.ts).
 */
export function finishPage(html: string, scripts: { pageScript: string; islandCode: string[] }): string {
  const withScript = withPageScript(html, scripts.pageScript);
  if (!withScript.includes(`<${islandTag}`))
    return withScript.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const preloads = scripts.islandCode.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return withScript.replace(
    '</body>',
    () => `<template ${islandAttributes.code}>${preloads}</template>\n  </body>`,
  );
}

/** The page script inline at the end of the body, after everything it looks for. */
export function withPageScript(html: string, pageScript: string): string {
  const withScript = html.replace('</body>', () => `<script>${pageScript}</script>\n  </body>`);
  if (withScript === html) throw new Error('a page has no </body> to put its page script before');
  return withScript;
}
