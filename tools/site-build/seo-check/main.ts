import { resolve } from 'node:path';
import { regions, seoOriginsFromEnv } from '../prerender/seo-config.ts';
import { checkSites, summaryLine } from './check-sites.ts';

// Runs after `nx run-many -t build -p site-in site-uk` (npm run seo:check): checks both built trees
// with the origins they were built with (SITE_IN_ORIGIN, SITE_UK_ORIGIN).
const root = resolve(import.meta.dirname, '../../..');
const result = await checkSites(
  [
    { region: 'in', dir: resolve(root, regions.in.appDir, 'dist') },
    { region: 'uk', dir: resolve(root, regions.uk.appDir, 'dist') },
  ],
  seoOriginsFromEnv(),
);
for (const problem of result.problems)
  console.error(`${problem.where}: [${problem.rule}] ${problem.message}`);
console.log(summaryLine(result));
if (result.problems.length > 0 || result.pages === 0) process.exitCode = 1;
