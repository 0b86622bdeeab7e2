// `npm run bench:web`: Lighthouse (mobile preset) on the built sites served by the
// production server, each page beside its no-script twin, at the preset's 4x CPU
// slowdown and again at 8x, with a control page after each page; then the flow
// pass: what a visitor does (the header's controls pressed, each form filled in
// and sent), in real Chromium slowed 4x and 8x, beside the same flow on the
// no-script twin. Writes reports/bench-web.{md,json}. Not in `npm test`: see
// docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lighthouse/chromium.ts';
import { categoryIds, type CategoryId } from '../lighthouse/figures.ts';
import { selectPages } from '../lighthouse/pages.ts';
import { measureInterleaved, measurePage } from '../lighthouse/run-lighthouse.ts';
import { startSiteServer } from '../lighthouse/site-server.ts';
import { startControlPage } from '../lighthouse/control-page.ts';
import { launchBudgetBrowser } from '../budgets/page-visit.ts';
import { runFlows } from './flows/flow-pass.ts';
import { flowsIntroduction, flowTable, missedFlowBars, type FlowResult } from './flows/flow-report.ts';
import { formFlow, formPages } from './flows/form-flows.ts';
import { headerFlows, type Flow } from './flows/header-flows.ts';
import { writeNoScriptTwin } from './no-script-twin.ts';
import {
  markdownReport,
  missedBars,
  presetSlowdown,
  scriptTbtMs,
  slowSlowdown,
  summaryLines,
  type BenchReport,
  type Pass,
} from './report.ts';

const root = join(import.meta.dirname, '../..');
const apps = { india: 'site-in', uk: 'site-uk' } as const;

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'no-slow': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'no-flows': { type: 'boolean', default: false },
    'flows-only': { type: 'boolean', default: false },
    flows: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(`npm run bench:web -- [options]
  --pages <list>   comma list of paths or globs ('/,/uk', '/uk/services/*'); default all 40
  --runs N         Lighthouse runs per page and per twin, median taken (default 5)
  --no-slow        skip the second pass at ${slowSlowdown}x CPU slowdown
  --skip-build     measure the builds already in apps/*/dist
  --no-flows       skip the flow pass
  --flows-only     the flow pass alone (no Lighthouse)
  --flows <list>   comma list of words; only flows whose name or page contains one ('menu,uk-callback')`);
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number >= 1, not "${options.runs}"`);
const pages = selectPages(options.pages);
const slowdowns = options['no-slow'] ? [presetSlowdown] : [presetSlowdown, slowSlowdown];
// The preset pass scores every category; the slower pass needs performance, and
// best practices for the console errors. The twin is there for its timings alone.
const pageCategories = (cpuSlowdown: number): readonly CategoryId[] =>
  cpuSlowdown === presetSlowdown ? categoryIds : ['performance', 'best-practices'];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

const started = Date.now();
const machine = `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at start`;
if (!options['skip-build'])
  run(join(root, 'node_modules/.bin/nx'), [
    'run-many',
    '-t',
    'build',
    '-p',
    ...Object.values(apps),
    '--outputStyle=static',
  ]);

// The twins live beside nothing of the repository and go when the run ends.
const twinRoot = mkdtempSync(join(tmpdir(), 'agency-no-script-twin-'));
const twinDirs = { india: join(twinRoot, apps.india), uk: join(twinRoot, apps.uk) };
for (const [tree, app] of Object.entries(apps) as [keyof typeof apps, string][])
  await writeNoScriptTwin(join(root, 'apps', app, 'dist'), twinDirs[tree]);

const chromium = await launchChromium();
const site = await startSiteServer();
const twins = await startSiteServer(twinDirs);
const control = await startControlPage();
const passes: Pass[] = options['flows-only']
  ? []
  : slowdowns.map((cpuSlowdown) => ({ cpuSlowdown, pages: [], control: [] }));
const flowResults: FlowResult[] = [];
try {
  if (!options['flows-only']) await lighthousePasses();
  if (!options['no-flows']) await flowPass();
} finally {
  await control.stop();
  await twins.stop();
  await site.stop();
  await chromium.stop();
  await rm(twinRoot, { recursive: true, force: true });
}

/** The flows of both trees: the header's controls, and each sending form on a phone (India's contact form on a desktop too). */
function selectedFlows(): Flow[] {
  const forms = formPages({
    in: join(root, 'apps', apps.india, 'dist'),
    uk: join(root, 'apps', apps.uk, 'dist'),
  });
  const flows = [
    ...headerFlows('in'),
    ...headerFlows('uk'),
    ...forms.map((form) => formFlow(form, 'phone')),
    ...forms
      .filter((form) => form.island === 'contact-enquiry-form')
      .map((form) => formFlow(form, 'desktop')),
  ];
  const words = options.flows
    ?.split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (!words) return flows;
  const chosen = flows.filter((flow) =>
    words.some((word) => `${flow.name} ${decodeURI(flow.urlPath)}`.includes(word)),
  );
  if (chosen.length === 0) throw new Error(`--flows: "${options.flows}" names no flow`);
  return chosen;
}

async function flowPass() {
  const flows = selectedFlows();
  console.log(
    `flow pass: ${flows.length} flow(s) x ${runs} run(s), page and twin, at ${slowdowns.map((s) => `${s}x`).join(' and ')}`,
  );
  const browser = await launchBudgetBrowser();
  try {
    for (const cpuSlowdown of slowdowns)
      flowResults.push(
        ...(await runFlows(
          browser,
          flows,
          { siteOrigin: site.origin, twinOrigin: twins.origin, cpuSlowdown, runs },
          (line) => console.log(line),
        )),
      );
  } finally {
    await browser.close();
  }
}

async function lighthousePasses() {
  console.log(
    `measuring ${pages.length} page(s) and their no-script twins x ${runs} run(s) at ${slowdowns.map((s) => `${s}x`).join(' and ')}`,
  );
  for (const page of pages) {
    for (const pass of passes) {
      const [figures, twin] = await measureInterleaved(
        [
          { url: `${site.origin}${page.urlPath}`, categories: pageCategories(pass.cpuSlowdown) },
          { url: `${twins.origin}${page.urlPath}`, categories: ['performance'] },
        ],
        { port: chromium.port, runs, cpuSlowdown: pass.cpuSlowdown },
      );
      if (twin!.jsKb > 0)
        throw new Error(
          `the no-script twin of ${page.path} loaded ${twin!.jsKb} kB of script: it is no twin`,
        );
      // One control run after each page samples the machine through the whole benchmark.
      const controlRun = await measurePage(control.url, {
        port: chromium.port,
        runs: 1,
        categories: ['performance'],
        cpuSlowdown: pass.cpuSlowdown,
      });
      pass.control.push({
        tbtMs: controlRun.tbtMs,
        lcpMs: controlRun.lcpMs,
        benchmarkIndex: controlRun.benchmarkIndex,
      });
      const entry = { path: page.path, page: figures!, twin: twin! };
      pass.pages.push(entry);
      const f = entry.page;
      console.log(
        `${page.path} ${pass.cpuSlowdown}x: perf ${f.scores.performance} LCP ${Math.round(f.lcpMs)} ms ` +
          `TBT ${Math.round(f.tbtMs)} ms (twin ${Math.round(entry.twin.tbtMs)}, our JS ${Math.round(scriptTbtMs(entry))}) ` +
          `CLS ${f.cls.toFixed(3)} | bench index ${Math.round(f.benchmarkIndex)} | ` +
          `control TBT ${Math.round(controlRun.tbtMs)} ms LCP ${Math.round(controlRun.lcpMs)} ms | ` +
          `missed so far: ${missedBars(pass, entry).join(', ') || 'none'}`,
      );
    }
  }
}

const report: BenchReport = {
  date: new Date().toISOString(),
  runs,
  durationSeconds: (Date.now() - started) / 1000,
  machine,
  passes,
  flows: flowResults,
};
await mkdir(join(root, 'reports'), { recursive: true });
await writeFile(join(root, 'reports/bench-web.json'), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(
  join(root, 'reports/bench-web.md'),
  [
    passes.length > 0 ? markdownReport(report) : '# Benchmark of the built sites\n',
    ...(flowResults.length > 0
      ? [`## Flows\n\n${flowsIntroduction(report.machine)}\n\n${flowTable(flowResults)}\n`]
      : []),
  ].join('\n'),
);
if (passes.length > 0) console.log(`\n${summaryLines(report).join('\n')}`);
if (flowResults.length > 0) {
  console.log(`\n${flowTable(flowResults)}`);
  const misses = flowResults.flatMap((result) =>
    missedFlowBars(result).map(
      (miss) => `${result.flow} ${result.path} ${result.screen} ${result.cpuSlowdown}x: ${miss}`,
    ),
  );
  console.log(misses.length ? `flow bars missed:\n  ${misses.join('\n  ')}` : 'flow bars: all met');
}
console.log(
  `took ${Math.round(report.durationSeconds)} s; tables in reports/bench-web.md, figures in reports/bench-web.json`,
);
