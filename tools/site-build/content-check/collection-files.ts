import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** A collection's folder as the build reads it: its Markdown files and the images beside them. */
export interface CollectionFiles {
  /** The folder from the workspace root ('libs/collections/uk/articles'). */
  folder: string;
  /** Path from the workspace root -> the file's text, as the site's collection module keys them. */
  sources: Record<string, string>;
  /** The JPEGs and PNGs beside the files: path from the workspace root -> their file on disk. */
  images: Record<string, string>;
}

/** Reads a collection's folder from disk, given the workspace root and the folder from it (or absolute). */
export async function collectionFiles(workspaceRoot: string, folder: string): Promise<CollectionFiles> {
  const names = (await readdir(resolve(workspaceRoot, folder))).sort();
  const sources = Object.fromEntries(
    await Promise.all(
      names
        .filter((name) => name.endsWith('.md'))
        .map(async (name) => [
          `${folder}/${name}`,
          await readFile(resolve(workspaceRoot, folder, name), 'utf8'),
        ]),
    ),
  );
  const images = Object.fromEntries(
    names
      .filter((name) => /\.(jpe?g|png)$/i.test(name))
      .map((name) => [`${folder}/${name}`, resolve(workspaceRoot, folder, name)]),
  );
  return { folder, sources, images };
}
