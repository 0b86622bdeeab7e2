import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ManifestChunk } from '../prerender/manifest.ts';

/** Vite's build manifest, with the source path each chunk came from. */
export type Manifest = Record<string, ManifestChunk & { src?: string }>;

/**
 * TanStack Query's message for a missing provider: a string literal, so it
 * survives minification, and TanStack Query is bundled only with the forms
 * (docs/architecture.md). The chunk holding it is the shared forms library.
 */
export const formsLibraryMarker = 'No QueryClient set';

/** A group of chunks measured together, with their gzip size. */
export interface ChunkGroup {
  /** The JS files, relative to the site folder. */
  files: string[];
  gzipBytes: number;
}

export interface SiteFigures {
  /** What every page loads before it hydrates: the entry chunk and all it imports statically. */
  entry: ChunkGroup;
  /** The forms' code: the chunk holding the form libraries and the chunks that import it, with what they import that the entry does not. */
  formsLibrary: ChunkGroup | undefined;
  /** Per page module (src/pages/x-page.tsx): its lazy chunk plus its static imports outside the entry and the forms library. */
  pages: (ChunkGroup & { page: string })[];
  /** Every built HTML file with its inline critical CSS, gzipped. */
  html: { file: string; gzipBytes: number }[];
  /** Why the forms library could not be told apart, when it could not. */
  problems: string[];
}

export const gzipSize = (content: Buffer | string) => gzipSync(content).length;

/** The manifest keys reachable from `start` through static imports, stopping at `stopAt`. */
export function staticClosure(
  manifest: Manifest,
  start: string,
  stopAt: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || stopAt.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(start);
  return [...seen];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(/[\\/]/).some((segment) => segment.startsWith('.')))
    .sort();
}

const pagePattern = /(^|\/)src\/pages\/[^/]+-page\.tsx$/;

/** Reads one built site (`apps/site-*\/dist`) and measures every budgeted figure of it. */
export function measureSite(dir: string): SiteFigures {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!sizes.has(file)) sizes.set(file, gzipSize(readFileSync(join(dir, file))));
    return sizes.get(file)!;
  };
  const group = (keys: string[]): ChunkGroup => ({
    files: keys.map((key) => manifest[key]!.file),
    gzipBytes: keys.reduce((sum, key) => sum + sizeOf(key), 0),
  });
  const problems: string[] = [];

  const entryKeys = Object.keys(manifest).filter(
    (key) => manifest[key]!.isEntry && manifest[key]!.file.endsWith('.js'),
  );
  if (entryKeys.length !== 1)
    problems.push(`expected one entry chunk in the manifest, found ${entryKeys.length}`);
  const entryClosure = new Set(entryKeys.flatMap((key) => staticClosure(manifest, key)));

  const jsKeys = Object.keys(manifest).filter((key) => manifest[key]!.file.endsWith('.js'));
  const holdsMarker = (key: string) =>
    readFileSync(join(dir, manifest[key]!.file), 'utf8').includes(formsLibraryMarker);
  const formsKeys = jsKeys.filter((key) => !entryClosure.has(key) && holdsMarker(key));
  if ([...entryClosure].some(holdsMarker))
    problems.push('TanStack Query (the forms library) is in the entry closure: every page would load it');
  else if (formsKeys.length !== 1)
    problems.push(
      `expected one chunk holding the forms library ("${formsLibraryMarker}"), found ${formsKeys.length}`,
    );
  const formsKey = formsKeys.length === 1 ? formsKeys[0] : undefined;
  const isPage = (key: string) => pagePattern.test(manifest[key]!.src ?? key);
  // The forms' code is loaded in steps (libs/forms/src/index.ts): the library
  // chunk, and the chunks beside it that import it (the forms themselves),
  // each with what it imports that the entry does not. Pages are their own figure.
  const formsClosure = formsKey
    ? [
        ...new Set(
          jsKeys
            .filter((key) => !entryClosure.has(key) && !isPage(key))
            .map((key) => staticClosure(manifest, key, entryClosure))
            .filter((closure) => closure.includes(formsKey))
            .flat(),
        ),
      ]
    : [];
  const formsLibrary = formsKey ? group(formsClosure) : undefined;

  const notOwn = new Set([...entryClosure, ...formsClosure]);
  const pages = Object.keys(manifest)
    .filter(isPage)
    .sort()
    .map((key) => ({
      page: key.replace(/^.*\/([^/]+)-page\.tsx$/, '$1'),
      ...group(staticClosure(manifest, key, notOwn)),
    }));

  const html = htmlFiles(dir).map((file) => ({ file, gzipBytes: gzipSize(readFileSync(join(dir, file))) }));
  return { entry: group([...entryClosure]), formsLibrary, pages, html, problems };
}
