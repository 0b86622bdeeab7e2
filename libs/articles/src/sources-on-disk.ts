import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A collection's folder as read from disk, each file by its path from the workspace root. */
export interface CollectionFiles {
  /** Each Markdown file's text, as the loaders take them. */
  sources: Record<string, string>;
  /** The JPEGs and PNGs beside them: their file on disk. */
  images: Record<string, string>;
}

/**
 * Reads a collection's folder `dir` from disk (where Vite does not: the API,
 * the checks), naming each file `<folder>/<name>`, its path from the
 * workspace root, so a problem names the file where its author finds it.
 */
export function collectionOnDisk(dir: string | URL, folder: string): CollectionFiles {
  const path = dir instanceof URL ? fileURLToPath(dir) : dir;
  const names = readdirSync(path).sort();
  const keyed = (pattern: RegExp, value: (file: string) => string) =>
    Object.fromEntries(
      names
        .filter((name) => pattern.test(name))
        .map((name) => [`${folder}/${name}`, value(join(path, name))]),
    );
  return {
    sources: keyed(/\.md$/, (file) => readFileSync(file, 'utf8')),
    images: keyed(/\.(jpe?g|png)$/i, (file) => file),
  };
}

/**
 * For tests: writes files (path from the workspace root -> text) into a fresh
 * folder under the system's temp folder, and reads them back from disk as a
 * collection's sources, keyed by the same paths: what the loaders are given is
 * what a file on disk holds, not a string the test built in memory. The
 * folder is removed once read, so test runs leave nothing behind.
 */
export function sourcesOnDisk(files: Record<string, string>): Record<string, string> {
  const root = mkdtempSync(join(tmpdir(), 'agency-collection-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  try {
    return Object.fromEntries(
      Object.keys(files).map((path) => [path, readFileSync(join(root, path), 'utf8')]),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
