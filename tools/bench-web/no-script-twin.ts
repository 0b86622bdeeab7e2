import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { precompressDir } from '@agency/site-build';

/**
 * Script elements that are data, not code: the browser never runs them, and a
 * visitor without scripts downloads them with the page all the same (JSON-LD).
 */
const dataBlockType = /^(application\/ld\+json|application\/json)$/i;

const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const modulePreload = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;
const noscript = /<noscript\b[^>]*>([\s\S]*?)<\/noscript\s*>/gi;

/**
 * The page as a visitor without scripts gets it: every script element removed
 * (the island runtime, and the speculation rules, which a browser only acts on
 * with scripting on), module preloads removed, `<noscript>` content shown; data
 * blocks (JSON-LD) kept. Everything else is left byte for byte, so the twin and
 * the page differ by their scripts alone. Throws if a script would remain.
 */
export function withoutScripts(html: string): string {
  const twin = html
    .replace(scriptElement, (element, attributes: string) => {
      const type = typeAttribute.exec(attributes);
      const value = type ? (type[1] ?? type[2] ?? type[3] ?? '').trim() : '';
      return dataBlockType.test(value) ? element : '';
    })
    .replace(modulePreload, '')
    .replace(noscript, (_element, content: string) => content);
  const $ = load(twin);
  const left = $('script')
    .toArray()
    .filter((element) => !dataBlockType.test(($(element).attr('type') ?? '').trim()));
  if (left.length > 0 || $('link[rel~="modulepreload"]').length > 0)
    throw new Error(`a script is left in the no-script twin: ${$.html(left[0] ?? $('link').first())}`);
  return twin;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes the no-script twin of a built site into `twinDir`: the same files
 * without any JavaScript, each page `withoutScripts`, compressed as the build
 * compresses (same levels), so the same server serves it with the same headers.
 */
export async function writeNoScriptTwin(siteDir: string, twinDir: string): Promise<void> {
  rmSync(twinDir, { recursive: true, force: true });
  // No page of the twin asks for a script; one that did would show as a failed request.
  cpSync(siteDir, twinDir, { recursive: true, filter: (source) => !/\.m?js(\.gz|\.br)?$/.test(source) });
  for (const file of htmlFiles(twinDir)) {
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    rmSync(`${file}.gz`, { force: true });
    rmSync(`${file}.br`, { force: true });
  }
  await precompressDir(twinDir);
}
