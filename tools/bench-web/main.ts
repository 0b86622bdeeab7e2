// `npm run bench:web`: Lighthouse (mobile preset) on the built sites, served by
// the production server, and the same pages of a client-only build for the LCP
// comparison. Writes reports/bench-web.{md,json}. See docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lighthouse/chromium.ts';
import { startControlPage } from '../lighthouse/control-page.ts';
import { categoryIds } from '../lighthouse/figures.ts';
import { selectPages } from '../lighthouse/pages.ts';
import { measurePage } from '../lighthouse/run-lighthouse.ts';
import { startSiteServer } from '../lighthouse/site-server.ts';
import { markdownReport, missedBars, summaryLines, type BenchReport, type PageResult } from './report.ts';

const root = join(import.meta.dirname, '../..');
const apps = ['site-in', 'site-uk'] as const;
const clientOnlyDir = (app: string) => join(root, 'apps', app, 'dist-client-only');

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'client-only-pages': { type: 'string' },
    'client-only-runs': { type: 'string' },
    'no-client-only': { type: 'boolean', default: false },
    'no-control': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(`npm run bench:web -- [options]
  --pages <list>              comma list of paths or globs ('/,/uk', '/uk/services/*'); default all 40
  --runs N                    Lighthouse runs per page, median taken (default 5)
  --client-only-pages <list>  pages measured on the client-only build too (default: the same pages)
  --client-only-runs N        runs per client-only page (default: --runs)
  --no-client-only            skip the client-only build and comparison
  --no-control                skip the control page (one run after each page, the machine's TBT floor)
  --skip-build                measure the builds already in apps/*/dist (and dist-client-only)`);
  process.exit(0);
}
const positive = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number >= 1, not "${text}"`);
  return n;
};
const runs = positive('--runs', options.runs);
const clientOnlyRuns = positive('--client-only-runs', options['client-only-runs'] ?? options.runs);
const pages = selectPages(options.pages);
const withClientOnly = !options['no-client-only'];
const clientOnlyPaths = new Set(
  withClientOnly ? selectPages(options['client-only-pages'] ?? options.pages).map((p) => p.path) : [],
);
// The client-only shell has no title or description, so its SEO and best
// practices would only say so: its performance is what the comparison needs.
const clientOnlyCategories = ['performance'] as const;
const withControl = !options['no-control'];

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

const started = Date.now();
const machine = `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at start`;
if (!options['skip-build']) {
  run(join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', ...apps, '--outputStyle=static']);
  if (withClientOnly)
    for (const app of apps)
      run(
        join(root, 'node_modules/.bin/vite'),
        ['build', '--config', join(root, 'apps', app, 'vite.config.ts')],
        {
          PRERENDER: 'off',
        },
      );
}

const chromium = await launchChromium();
const prerendered = await startSiteServer();
const clientOnly = withClientOnly
  ? await startSiteServer({ india: clientOnlyDir('site-in'), uk: clientOnlyDir('site-uk') })
  : undefined;
const control = withControl ? await startControlPage() : undefined;
const results: PageResult[] = [];
const controlTbtMs: number[] = [];
try {
  console.log(
    `measuring ${pages.length} page(s) x ${runs} run(s)` +
      (clientOnly ? `, ${clientOnlyPaths.size} client-only page(s) x ${clientOnlyRuns} run(s)` : ''),
  );
  for (const page of pages) {
    // One page at a time on both builds, so a change in the machine's load hits both alike.
    const figures = await measurePage(`${prerendered.origin}${page.urlPath}`, {
      port: chromium.port,
      runs,
      categories: categoryIds,
    });
    const result: PageResult = { path: page.path, prerendered: figures };
    if (clientOnly && clientOnlyPaths.has(page.path)) {
      result.clientOnly = await measurePage(`${clientOnly.origin}${page.urlPath}`, {
        port: chromium.port,
        runs: clientOnlyRuns,
        categories: clientOnlyCategories,
      });
    }
    results.push(result);
    // One control run after each page samples the machine's load through the whole benchmark.
    if (control) {
      const controlRun = await measurePage(control.url, {
        port: chromium.port,
        runs: 1,
        categories: ['performance'],
      });
      controlTbtMs.push(controlRun.tbtMs);
    }
    const s = figures.scores;
    console.log(
      `${page.path}: perf ${s.performance} a11y ${s.accessibility} BP ${s['best-practices']} SEO ${s.seo} ` +
        `LCP ${Math.round(figures.lcpMs)} ms TBT ${Math.round(figures.tbtMs)} ms CLS ${figures.cls.toFixed(3)}` +
        (result.clientOnly ? ` | client-only LCP ${Math.round(result.clientOnly.lcpMs)} ms` : '') +
        ` | missed: ${missedBars(figures).join(', ') || 'none'}` +
        (control ? ` | control page TBT ${Math.round(controlTbtMs.at(-1)!)} ms` : ''),
    );
  }
} finally {
  await control?.stop();
  await clientOnly?.stop();
  await prerendered.stop();
  await chromium.stop();
  // A build intermediate, only for this comparison: never left beside dist.
  if (withClientOnly && !options['skip-build'])
    for (const app of apps) await rm(clientOnlyDir(app), { recursive: true, force: true });
}

const report: BenchReport = {
  date: new Date().toISOString(),
  runs,
  clientOnlyRuns,
  clientOnlyCategories: [...clientOnlyCategories],
  durationSeconds: (Date.now() - started) / 1000,
  machine,
  pages: results,
  ...(control ? { controlTbtMs } : {}),
};
await mkdir(join(root, 'reports'), { recursive: true });
await writeFile(join(root, 'reports/bench-web.json'), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(join(root, 'reports/bench-web.md'), markdownReport(report));
console.log(`\n${summaryLines(report).join('\n')}`);
console.log(
  `took ${Math.round(report.durationSeconds)} s; table in reports/bench-web.md, figures in reports/bench-web.json`,
);
