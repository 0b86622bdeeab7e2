/** The parts of Vite's build manifest the prerender reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JS files a page module needs beyond the entry: its own chunk and the
 * chunks it imports statically, in load order, each once.
 */
export function pageChunkFiles(manifest: Manifest, pageFile: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[pageFile]) throw new Error(`Page module ${pageFile} is not in the build manifest`);
  visit(pageFile);
  return files;
}
