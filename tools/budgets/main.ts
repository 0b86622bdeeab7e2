// `npm run budgets` (after the build): the size budgets of both built sites, measured
// over the wire in Chromium from the production server. Prints every figure; exits 1
// naming the page, the figure and the files when one is over. Sizes only, no timing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { regions, type Region } from '@agency/contract';
import { formIslands } from '../../libs/forms/src/form-islands.ts';
import { builtPages, type BenchPage } from '../lighthouse/pages.ts';
import { startSiteServer } from '../lighthouse/site-server.ts';
import { failureMessages, formatTable, islandLines, pageLines, unexpectedEncodings } from './budgets.ts';
import { articleFirstScreen, builtImageProblems, firstScreen } from './article-first-screen.ts';
import { budgetsKb } from './budgets.ts';
import { splitIslandCode, type IslandMeasure } from './island-code.ts';
import { measureIsland, measurePage, type PageMeasure } from './measure.ts';
import { budgetScreen, launchBudgetBrowser } from './page-visit.ts';
import { withStallRetry, type BrowserSlot } from './stall-guard.ts';

const root = join(import.meta.dirname, '../..');
const sites: Record<Region, string> = { in: 'site-in', uk: 'site-uk' };
for (const app of Object.values(sites))
  if (!existsSync(join(root, 'apps', app, 'dist/index.html')))
    throw new Error(`apps/${app}/dist is not built: run the build before the budgets`);

const isForm = (island: string) => island in formIslands;

/** One tree: its pages as a visitor of its region loads them, then its islands one by one. */
async function measureTree(slot: BrowserSlot, origin: string, region: Region) {
  const site = sites[region];
  const pages: { page: BenchPage; measure: PageMeasure }[] = [];
  for (const page of builtPages().filter((p) => p.region === region)) {
    const measure = await withStallRetry(slot, page.path, (browser) => measurePage(browser, origin, page));
    pages.push({ page, measure });
  }
  const names = [...new Set(pages.flatMap(({ measure }) => measure.islands.map((island) => island.name)))];
  const measures: IslandMeasure[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const measure = await withStallRetry(slot, `island ${name}`, (browser) =>
      measureIsland(browser, origin, name, pages),
    );
    if (measure) measures.push(measure);
    else problems.push(`${site}: could not load island ${name} on its own on any page that holds it`);
  }
  return { pages, islandLines: islandLines(site, splitIslandCode(measures)), problems };
}

const server = await startSiteServer();
const slot: BrowserSlot = { browser: await launchBudgetBrowser(), relaunch: launchBudgetBrowser };
let trees;
try {
  // One tree after the other: side by side, a run stalled with neither tree's pages progressing.
  trees = [];
  for (const region of regions) trees.push(await measureTree(slot, server.origin, region));
} finally {
  await slot.browser.close();
  await server.stop();
}
const pageResults = trees.flatMap((tree) => tree.pages);
const islandResults = trees.flatMap((tree) => tree.islandLines);
const problems = trees.flatMap((tree) => tree.problems);

const lines = pageResults.flatMap(({ measure }) => pageLines(measure, isForm, budgetScreen.height));
problems.push(
  ...unexpectedEncodings(pageResults.flatMap(({ measure }) => [...measure.scripts, ...measure.htmlAndCss])),
);
console.log(
  `Pages: Chromium at ${budgetScreen.width}x${budgetScreen.height} (mobile), a visitor of the page's own region, ` +
    'after load and network idle, no input, no scrolling; a page without a form also once every control ' +
    'of its header has been pressed (at 1280 px for the bar). Inline scripts: their text gzipped alone.\n',
);
console.log(formatTable(lines));
console.log(
  '\nIslands: the script each adds when its form is sent, on the first page of its tree that holds it\n',
);
console.log(formatTable(islandResults));
// Articles' first screens and the images of the built trees, from the files on disk.
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
console.log(
  `\nArticles' first screen at ${firstScreen.width} px (HTML gzipped with its CSS and script, the hero at DPR 1-2), budget ${budgetsKb.articleFirstScreen} kB\n`,
);
for (const region of regions) {
  const dir = join(root, 'apps', sites[region], 'dist');
  const base = region === 'uk' ? '/uk' : '';
  problems.push(...builtImageProblems(dir, join(root, 'libs/content/public')));
  // Every article: blogs/<slug>.html (the listings are blogs.html and folders below blogs/).
  const articles = readdirSync(join(dir, 'blogs')).filter((file) => file.endsWith('.html'));
  for (const file of articles) {
    const screen = articleFirstScreen(dir, `blogs/${file}`, base);
    const where = `${sites[region]} ${base}/blogs/${file.replace(/\.html$/, '')}`;
    console.log(
      `  ${where}: ${kB(screen.bytes)} kB (HTML ${kB(screen.htmlGzipBytes)}, hero ${screen.hero ? `${kB(screen.hero.bytes)} ${screen.hero.url}` : 'none'})`,
    );
    if (screen.bytes > budgetsKb.articleFirstScreen * 1000)
      problems.push(`${where}: first screen ${kB(screen.bytes)} kB over ${budgetsKb.articleFirstScreen} kB`);
  }
}
const failures = [...problems, ...failureMessages([...lines, ...islandResults])];
const figures = lines.length + islandResults.length;
if (failures.length > 0) {
  console.error(
    `\nbudgets: ${failures.length} over or unmeasurable:\n${failures.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exitCode = 1;
} else {
  console.log(`\nbudgets: all ${figures} figures within budget`);
}
