import { earlyInputOptions, holdEarlyInput } from '@agency/islands/early-input';
import { minifySync } from 'rolldown/utils';
import { jsonForScript } from './html-page.ts';

// The built page's one module script: Vite writes the client entry (the
// island runtime and its registry) as this tag.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * The inline script that imports the runtime at `runtime` after the first
 * paint and holds a visitor's input until then (holdEarlyInput, whose source
 * text it is, called with its options, minified: ~0.8 kB, ~0.5 kB gzip alone, less within the page).
 */
export function earlyInputScript(runtime: string): string {
  const call = `(${holdEarlyInput.toString()})(${jsonForScript(earlyInputOptions(runtime))})`;
  const { code, errors } = minifySync('early-input.js', call, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`the early-input script did not minify: ${errors[0]?.message}`);
  // The minifier may write a string's escapes back as characters.
  if (/<\/script|<!--/i.test(code)) throw new Error(`the early-input script would end early: ${runtime}`);
  return code.trim();
}

/**
 * Replaces the page's entry module tag with the inline early-input script,
 * in the same place (the head), so its listeners are there before the body.
 */
export function withEarlyInputScript(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) {
    throw new Error(`a built page has one entry module script, this one has ${entries.length}`);
  }
  const script = earlyInputScript(entries[0]![1]!);
  return html.replace(ENTRY_SCRIPT, () => `<script>${script}</script>`);
}
