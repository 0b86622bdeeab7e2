import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** Each source file of this library and the files of it that it imports. */
function importsOfEachFile(): Map<string, string[]> {
  const files = readdirSync(import.meta.dirname).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  return new Map(
    files.map((name) => {
      const text = readFileSync(join(import.meta.dirname, name), 'utf8');
      const imported = [...text.matchAll(/from '\.\/([\w-]+\.ts)'/g)].map((match) => match[1] ?? '');
      return [name, imported];
    }),
  );
}

// A cycle between two files of one library makes the order their constants
// are made in depend on which file another project imports first.
it('has no file importing, directly or not, a file that imports it back', () => {
  const graph = importsOfEachFile();
  const cycles: string[] = [];
  const walk = (file: string, path: string[]) => {
    if (path.includes(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
      return;
    }
    for (const next of graph.get(file) ?? []) walk(next, [...path, file]);
  };
  for (const file of graph.keys()) walk(file, []);
  expect(cycles).toEqual([]);
});
