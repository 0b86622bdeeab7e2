import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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
