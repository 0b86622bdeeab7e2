import type { OutputChunk, RolldownOutput } from 'rolldown';

/**
 * The script files an island's code is made of: every chunk the entry (the
 * island runtime) imports on demand, with the chunks those import, as URL paths
 * under the build's base. The prerender names them in the pages that have an
 * island, for the browser to fetch at low priority before the form is sent.
 */
export function islandCodeFiles(output: unknown, base: string): string[] {
  const outputs = (Array.isArray(output) ? output : [output]) as RolldownOutput[];
  const chunks = new Map(
    outputs
      .flatMap((result) => result.output ?? [])
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
  };
  for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry))
    for (const island of entry.dynamicImports) add(island);
  return [...files].map((fileName) => `${base}${fileName}`);
}
