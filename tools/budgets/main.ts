// `npm run budgets`: the size budgets of design.md section 5 on both built
// sites (run after the build). Prints every figure; exits 1 when one is over.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { budgetLines, failureMessages, formatTable } from './budgets.ts';
import { measureSite } from './measure.ts';

const root = join(import.meta.dirname, '../..');
const lines = [];
const problems: string[] = [];
for (const site of ['site-in', 'site-uk']) {
  const dir = join(root, 'apps', site, 'dist');
  if (!existsSync(join(dir, '.vite/manifest.json'))) {
    problems.push(`${site}: no build in ${dir} (run the build first)`);
    continue;
  }
  const figures = measureSite(dir);
  problems.push(...figures.problems.map((p) => `${site}: ${p}`));
  lines.push(...budgetLines(site, figures));
}
console.log(formatTable(lines));
const failures = [...problems, ...failureMessages(lines)];
if (failures.length > 0) {
  console.error(
    `\nbudgets: ${failures.length} over or unmeasurable:\n${failures.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exitCode = 1;
} else {
  console.log(`\nbudgets: all ${lines.length} figures within budget`);
}
