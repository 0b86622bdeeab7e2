// `npm run lighthouse:check` (after the build): Lighthouse, mobile preset, on a few
// pages served by the production server; fails when a page scores below 100 in
// accessibility, best practices or SEO, or logs a console error. Performance is
// printed, never checked: it measures the machine as much as the page. The full
// benchmark is `npm run bench:web`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../lighthouse/chromium.ts';
import { categoryIds } from '../lighthouse/figures.ts';
import { builtPages, selectPages } from '../lighthouse/pages.ts';
import { measurePage } from '../lighthouse/run-lighthouse.ts';
import { startSiteServer } from '../lighthouse/site-server.ts';
import { checkBars, checkedPages, checkFailures, collectionPages, performanceInformation } from './check.ts';

// One run a page: what the check holds pages to is an audit of the page, the same
// in every run, so a median would only multiply the time. A console error seen in
// any run fails anyway.
const runs = 1;
const root = join(import.meta.dirname, '../..');
for (const app of ['site-in', 'site-uk'])
  if (!existsSync(join(root, 'apps', app, 'dist/index.html')))
    throw new Error(`apps/${app}/dist is not built: run the build before lighthouse:check`);

const started = Date.now();
const pages = [...selectPages(checkedPages.join(',')), ...collectionPages(builtPages())];
const chromium = await launchChromium();
const server = await startSiteServer();
const failures: string[] = [];
try {
  for (const page of pages) {
    const figures = await measurePage(`${server.origin}${page.urlPath}`, {
      port: chromium.port,
      runs,
      categories: categoryIds,
    });
    const s = figures.scores;
    console.log(
      `${page.path.padEnd(32)} a11y ${s.accessibility} BP ${s['best-practices']} SEO ${s.seo} ` +
        `console errors ${figures.consoleErrors.length} | ${performanceInformation(figures)}`,
    );
    failures.push(...checkFailures(page.path, figures));
  }
} finally {
  await server.stop();
  await chromium.stop();
}
const bars = Object.entries(checkBars)
  .map(([category, bar]) => `${category} >= ${bar}`)
  .join(', ');
console.log(
  `lighthouse:check: ${pages.length} pages x ${runs} run in ${Math.round((Date.now() - started) / 1000)} s ` +
    `(${bars}, no console errors; performance not checked: it depends on the machine)`,
);
if (failures.length > 0) {
  console.error(failures.map((f) => `  ${f}`).join('\n'));
  process.exitCode = 1;
}
