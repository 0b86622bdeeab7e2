// `node tools/site-build/content-check/main.ts <folder>...` (each collection project's `check`
// target, which every build runs first): checks a collection's files as the build would, and
// prints each problem as path:line: field: reason, in a second or two, before any bundling or
// image work. Exits 1 on a problem.
import { relative, resolve } from 'node:path';
import { problemLine } from '@agency/articles';
import { collectionOnDisk } from '@agency/articles/sources-on-disk';
import { collectionChecks, kindOf } from './collection-checks.ts';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
// From the workspace root, as the site's collection modules name their files; a folder elsewhere
// (a test's) by its absolute path.
const folders = process.argv.slice(2).map((arg) => {
  const path = relative(workspaceRoot, resolve(arg));
  return path.startsWith('..') ? resolve(arg) : path;
});
if (folders.length === 0) {
  console.error('usage: content-check <collection folder>... (libs/collections/<region>/<kind>)');
  process.exit(2);
}
let failed = false;
for (const folder of folders) {
  const kind = kindOf(folder);
  if (!kind) {
    console.error(
      `${folder}: no check for this kind of collection (${Object.keys(collectionChecks).join(', ')})`,
    );
    process.exit(2);
  }
  const files = collectionOnDisk(resolve(workspaceRoot, folder), folder);
  const problems = await collectionChecks[kind]!(files);
  const count = Object.keys(files.sources).length;
  // Since the process started (Node's time origin), imports included: what the author waits.
  const seconds = (performance.now() / 1000).toFixed(1);
  if (problems.length === 0) {
    console.log(`content-check: ${folder}: ${count} files, no problem (${seconds} s)`);
    continue;
  }
  failed = true;
  console.error(
    `content-check: ${folder}: ${problems.length} problem${problems.length === 1 ? '' : 's'} (docs/content.md, ${seconds} s):\n${problems
      .map((problem) => `  ${problemLine(problem)}`)
      .join('\n')}`,
  );
}
process.exit(failed ? 1 : 0);
