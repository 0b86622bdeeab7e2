import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A collection's template files as loadTemplates takes them: each `.md` of
 * the folder by its path from the workspace root (so a problem names the
 * file where its author finds it), read from `root`.
 */
export function templateSources(root: string, folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => [`${folder}/${name}`, readFileSync(join(root, folder, name), 'utf8')]),
  );
}
