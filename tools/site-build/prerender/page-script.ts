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
    // Reading a property has no side effect in this code (plain DOM, no getters
    // read for their effect): so a constant of a shared module that the page
    // script does not use is dropped with the reads that built it.
    treeshake: { moduleSideEffects: (id) => id === entry, propertyReadSideEffects: false },
    output: { format: 'iife', minify: true, comments: false },
  });
  const code = output[0].code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`the page script ${entry} would end its <script> early`);
  return code;
}
