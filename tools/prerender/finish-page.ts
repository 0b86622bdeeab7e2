import { islandTag } from '@agency/islands/runtime';
import { withEarlyInputScript } from './early-input-script.ts';

// What Vite writes for the client entry (the island runtime) and the modules it preloads.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The scripts of one rendered page: the page script inline at the end of the
 * body, and the island runtime only where the page has an island (a sending
 * form). A page without one runs the page script alone.
 */
export function finishPage(html: string, pageScript: string): string {
  const withScript = withPageScript(html, pageScript);
  if (withScript.includes(`<${islandTag}`)) return withEarlyInputScript(withScript);
  return withScript.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** The page script inline at the end of the body, after everything it looks for. */
export function withPageScript(html: string, pageScript: string): string {
  const withScript = html.replace('</body>', () => `<script>${pageScript}</script>\n  </body>`);
  if (withScript === html) throw new Error('a page has no </body> to put its page script before');
  return withScript;
}
