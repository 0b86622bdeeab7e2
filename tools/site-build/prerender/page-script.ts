import { build } from 'rolldown';

/**
 * Bundles an app's page script (`src/page-script.ts`: plain DOM, no React)
 * into one minified classic script for the prerender to inline in every
 * page. Every module it reaches is taken as free of side effects but the
 * entry, so it carries only the functions it calls (a constant of the
 * design system, not the design system).
 */
export async function bundlePageScript(entry: string): Promise<string> {
  const { output } = await build({
    input: entry,
    write: false,
    platform: 'browser',
    treeshake: { moduleSideEffects: (id) => id === entry },
    output: { format: 'iife', minify: true, comments: false },
  });
  const code = output[0].code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`the page script ${entry} would end its <script> early`);
  return code;
}
