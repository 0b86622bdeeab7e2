import type { FlowResult } from './flows/flow-report.ts';
import type { PageFigures } from '../lighthouse/median.ts';
import { median } from '../lighthouse/median.ts';
import { machineFloor } from './machine-floor.ts';

/** The mobile preset's CPU slowdown, and the slower device the second pass stands for. */
export const presetSlowdown = 4;
export const slowSlowdown = 8;

/**
 * The bars of each pass. At the preset's 4x a page must be as good as a page can
 * be scored; at 8x (a slower phone) what our JavaScript adds to blocking time,
 * the page's TBT over its no-script twin's, is what is held to a bar: the twin's
 * own TBT is the browser's work for the same HTML, which no script of ours can cut.
 */
export const bars = {
  preset: { tbtMs: 50, performance: 100 },
  slow: { tbtOverTwinMs: 50 },
  /** Both passes: LCP within this multiple of the control page's, measured in the same pass. */
  lcpToControl: 1.5,
  cls: 0.02,
} as const;

/** One page in one pass: the page, and its no-script twin measured run for run beside it. */
export interface PassPage {
  path: string;
  page: PageFigures;
  twin: PageFigures;
}

/** One Lighthouse run of the control page, taken after each page of a pass. */
export interface ControlRun {
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
}

export interface Pass {
  cpuSlowdown: number;
  pages: PassPage[];
  control: ControlRun[];
}

export interface BenchReport {
  date: string;
  runs: number;
  durationSeconds: number;
  machine: string;
  passes: Pass[];
  /** The flow pass (flows/flow-report.ts); none when it was skipped. */
  flows?: FlowResult[];
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;
const score = (value: number | undefined) => (value === undefined ? '–' : String(value));
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const index = (value: number) => Math.round(value).toLocaleString('en-GB');

/** The control page's median LCP in a pass: the bar for LCP is a multiple of it. */
export function controlLcpMs(pass: Pass): number | undefined {
  return pass.control.length > 0 ? median(pass.control.map((run) => run.lcpMs)) : undefined;
}

/** What our scripts add to a page's blocking time: its TBT over its no-script twin's. */
export const scriptTbtMs = (entry: PassPage) => entry.page.tbtMs - entry.twin.tbtMs;

/** The bars one page misses in a pass, each named with its figure: ['TBT 63 ms', 'CLS 0.030']. */
export function missedBars(pass: Pass, entry: PassPage): string[] {
  const { page } = entry;
  const missed: string[] = [];
  if (pass.cpuSlowdown === presetSlowdown) {
    if (page.tbtMs > bars.preset.tbtMs) missed.push(`TBT ${ms(page.tbtMs)}`);
    const performance = page.scores.performance;
    if (performance !== undefined && performance < bars.preset.performance)
      missed.push(`performance ${performance}`);
  } else if (scriptTbtMs(entry) > bars.slow.tbtOverTwinMs) {
    missed.push(`TBT ${ms(page.tbtMs)}, ${ms(scriptTbtMs(entry))} over its twin's`);
  }
  const control = controlLcpMs(pass);
  if (control !== undefined && page.lcpMs > bars.lcpToControl * control)
    missed.push(`LCP ${ms(page.lcpMs)}, ${(page.lcpMs / control).toFixed(2)}x the control's`);
  if (page.cls > bars.cls) missed.push(`CLS ${page.cls.toFixed(3)}`);
  if (page.consoleErrors.length > 0) missed.push('console errors');
  return missed;
}

/** The bars of a pass in words. */
export function barsText(pass: Pass): string {
  const control = controlLcpMs(pass);
  const lcp =
    `LCP <= ${bars.lcpToControl}x the control page's` +
    (control === undefined
      ? ''
      : ` (median ${ms(control)} in this pass, so <= ${ms(bars.lcpToControl * control)})`);
  const tbt =
    pass.cpuSlowdown === presetSlowdown
      ? `TBT <= ${bars.preset.tbtMs} ms, performance ${bars.preset.performance}`
      : `TBT within ${bars.slow.tbtOverTwinMs} ms of the page's no-script twin`;
  return `${tbt}, ${lcp}, CLS <= ${bars.cls}, no console errors`;
}

/** Below this benchmark index Lighthouse warns that the host's CPU is slower than it expects. */
export const slowHostIndex = 1000;

/**
 * Lighthouse's host benchmark over a pass: the median and range of the pages',
 * twins' (each a median of its runs) and control runs' figures, and how many are
 * below the index at which Lighthouse itself warns that its figures suffer.
 */
export function benchmarkIndexText(pass: Pass): string {
  const values = [
    ...pass.pages.flatMap((entry) => [entry.page.benchmarkIndex, entry.twin.benchmarkIndex]),
    ...pass.control.map((run) => run.benchmarkIndex),
  ];
  if (values.length === 0) return 'no runs';
  const slow = values.filter((value) => value < slowHostIndex).length;
  return (
    `median ${index(median(values))} (${index(Math.min(...values))}–${index(Math.max(...values))}), ` +
    `${slow} of ${values.length} below ${index(slowHostIndex)}`
  );
}

const passTitle = (pass: Pass) =>
  `${pass.cpuSlowdown}x CPU slowdown` + (pass.cpuSlowdown === presetSlowdown ? ' (the mobile preset)' : '');

/** Per audit that lost points: on how many pages, with one page's figure as an example. */
export function missesByAudit(pages: PageFigures[], paths: string[]) {
  const byId = new Map<
    string,
    { title: string; pages: string[]; example?: string; savings: Record<string, number[]> }
  >();
  for (const [i, figures] of pages.entries()) {
    for (const miss of figures.misses) {
      const entry = byId.get(miss.id) ?? { title: miss.title, pages: [], savings: {} };
      entry.pages.push(paths[i]!);
      entry.example ??= miss.displayValue;
      for (const [metric, value] of Object.entries(miss.savings ?? {}))
        (entry.savings[metric] ??= []).push(value);
      byId.set(miss.id, entry);
    }
  }
  return [...byId.entries()]
    .map(([id, entry]) => ({ id, ...entry }))
    .sort((a, b) => b.pages.length - a.pages.length || a.id.localeCompare(b.id));
}

function passTable(pass: Pass): string[] {
  const lines = [
    row([
      'page',
      'perf',
      'a11y',
      'BP',
      'SEO',
      'FCP',
      'LCP',
      'LCP / control',
      'TBT',
      'twin TBT',
      'our JS (TBT - twin)',
      'twin LCP',
      'CLS',
      'JS kB',
      'bench index',
      'bars missed',
    ]),
    row(['---', ...Array<string>(14).fill('--:'), '---']),
  ];
  const control = controlLcpMs(pass);
  for (const entry of pass.pages) {
    const { page: f, twin } = entry;
    lines.push(
      row([
        `\`${entry.path}\``,
        score(f.scores.performance),
        score(f.scores.accessibility),
        score(f.scores['best-practices']),
        score(f.scores.seo),
        ms(f.fcpMs),
        ms(f.lcpMs),
        control === undefined ? '–' : (f.lcpMs / control).toFixed(2),
        ms(f.tbtMs),
        ms(twin.tbtMs),
        ms(scriptTbtMs(entry)),
        ms(twin.lcpMs),
        f.cls.toFixed(3),
        f.jsKb.toFixed(1),
        index(f.benchmarkIndex),
        missedBars(pass, entry).join(', ') || 'none',
      ]),
    );
  }
  return lines;
}

/** The report as Markdown: a table per pass, which pages miss which bar, what loses points, the control page. */
export function markdownReport(report: BenchReport): string {
  const pageCount = report.passes[0]?.pages.length ?? 0;
  const lines: string[] = [
    `# Lighthouse benchmark of the built sites`,
    '',
    `${report.date}; Lighthouse mobile preset (Moto G Power screen, simulated slow 4G), ` +
      `${report.passes.map((pass) => `${pass.cpuSlowdown}x`).join(' and ')} CPU slowdown; ` +
      `median of ${report.runs} run(s) per page, its no-script twin measured run for run beside it; ` +
      `${pageCount} page(s); ${Math.round(report.durationSeconds / 60)} min; ${report.machine}.`,
    '',
    "Host benchmark index (Lighthouse's `environment.benchmarkIndex`, higher is a faster host; the same " +
      `page scores worse on a slower or busier one; below ${index(slowHostIndex)} Lighthouse warns that the host is ` +
      `slower than it expects): ` +
      report.passes.map((pass) => `${pass.cpuSlowdown}x pass ${benchmarkIndexText(pass)}`).join('; ') +
      '.',
    '',
    'Twin = the same built page without its scripts (what a visitor without JavaScript gets), served by the ' +
      'same server; "our JS" = the page\'s TBT minus its twin\'s: what the scripts cost. JS kB = script bytes over the wire.',
  ];
  for (const pass of report.passes)
    lines.push('', `## ${passTitle(pass)}`, '', `Bars: ${barsText(pass)}.`, '', ...passTable(pass));

  lines.push('', '## Which pages miss which bar', '');
  const misses = report.passes.flatMap((pass) =>
    pass.pages.flatMap((entry) =>
      missedBars(pass, entry).map((bar) => `- ${pass.cpuSlowdown}x: \`${entry.path}\`: ${bar}`),
    ),
  );
  lines.push(...(misses.length > 0 ? misses : ['Every page meets every bar of every pass.']));

  const preset = report.passes.find((pass) => pass.cpuSlowdown === presetSlowdown);
  if (preset) {
    const audits = missesByAudit(
      preset.pages.map((entry) => entry.page),
      preset.pages.map((entry) => entry.path),
    );
    lines.push('', `## Audits that lose points (${presetSlowdown}x pass)`, '');
    if (audits.length === 0) lines.push('None.');
    else {
      lines.push(
        row(['audit', 'title', 'pages', 'example', 'median savings']),
        row(['---', '---', '--:', '---', '---']),
      );
      for (const audit of audits) {
        const savings = Object.entries(audit.savings)
          .map(([metric, values]) => `${metric} ${Math.round(median(values))}`)
          .join(', ');
        lines.push(row([`\`${audit.id}\``, audit.title, audit.pages.length, audit.example ?? '', savings]));
      }
    }
    const elements = new Map<string, number>();
    for (const { page } of preset.pages)
      if (page.lcpElement) elements.set(page.lcpElement, (elements.get(page.lcpElement) ?? 0) + 1);
    if (elements.size > 0) {
      lines.push('', '## LCP elements', '', row(['element', 'pages']), row(['---', '--:']));
      for (const [element, count] of [...elements.entries()].sort((a, b) => b[1] - a[1]))
        lines.push(row([`\`${element.replace(/\|/g, '\\|').replace(/`/g, "'")}\``, count]));
    }
  }

  lines.push(
    '',
    "## The machine's floor: a control page",
    '',
    'A page of one heading and one sentence (no CSS, no JavaScript), served on loopback and measured by the same ' +
      'Chromium and Lighthouse, one run after each page in each pass: what Lighthouse counts for a navigation alone.',
    '',
  );
  for (const pass of report.passes) {
    if (pass.control.length === 0) continue;
    const tbt = pass.control.map((run) => run.tbtMs);
    lines.push(
      `- ${pass.cpuSlowdown}x: TBT median ${ms(median(tbt))}, at most ${ms(Math.max(...tbt))}; ` +
        `LCP median ${ms(controlLcpMs(pass)!)}; ${pass.control.length} run(s).`,
    );
    if (pass.cpuSlowdown === presetSlowdown) {
      const floor = machineFloor(tbt, bars.preset.tbtMs, report.runs, pass.pages.length);
      lines.push(
        `- ${pass.cpuSlowdown}x: over ${bars.preset.tbtMs} ms in ${floor.runsOver} of ${floor.runs} runs: a page that added ` +
          `no main-thread work of its own would miss the TBT bar (median of ${report.runs}) with a chance of ` +
          `${percent(floor.pageMissChance)}: ${floor.expectedPagesMissing.toFixed(1)} of ${pass.pages.length} page(s) ` +
          'expected to miss from the floor alone.',
      );
    }
  }

  const errors = report.passes.flatMap((pass) =>
    pass.pages
      .filter((entry) => entry.page.consoleErrors.length > 0)
      .map((entry) => `- ${pass.cpuSlowdown}x: \`${entry.path}\`: ${entry.page.consoleErrors.join('; ')}`),
  );
  if (errors.length > 0) lines.push('', '## Console errors', '', ...errors);
  return `${lines.join('\n')}\n`;
}

const percent = (chance: number) => `${(chance * 100).toFixed(chance < 0.1 ? 1 : 0)}%`;

/** A few lines for the terminal per pass: how many pages meet each bar, with medians and the host benchmark. */
export function summaryLines(report: BenchReport): string[] {
  const lines: string[] = [];
  for (const pass of report.passes) {
    const entries = pass.pages;
    const meeting = (test: (entry: PassPage) => boolean) =>
      `${entries.filter(test).length}/${entries.length}`;
    const control = controlLcpMs(pass);
    lines.push(`${passTitle(pass)}, host benchmark index ${benchmarkIndexText(pass)}:`);
    if (pass.cpuSlowdown === presetSlowdown) {
      lines.push(
        `  TBT <= ${bars.preset.tbtMs} ms: ${meeting((e) => e.page.tbtMs <= bars.preset.tbtMs)} pages ` +
          `(median ${ms(median(entries.map((e) => e.page.tbtMs)))}; twins ${ms(median(entries.map((e) => e.twin.tbtMs)))})`,
        `  performance ${bars.preset.performance}: ${meeting((e) => (e.page.scores.performance ?? 0) >= bars.preset.performance)} pages ` +
          `(median ${median(entries.map((e) => e.page.scores.performance ?? 0))})`,
      );
    } else {
      lines.push(
        `  TBT within ${bars.slow.tbtOverTwinMs} ms of its twin: ${meeting((e) => scriptTbtMs(e) <= bars.slow.tbtOverTwinMs)} pages ` +
          `(our JS median ${ms(median(entries.map(scriptTbtMs)))}; TBT median ${ms(median(entries.map((e) => e.page.tbtMs)))}, ` +
          `twins ${ms(median(entries.map((e) => e.twin.tbtMs)))})`,
      );
    }
    lines.push(
      `  LCP <= ${bars.lcpToControl}x control: ` +
        (control === undefined
          ? 'not measured'
          : `${meeting((e) => e.page.lcpMs <= bars.lcpToControl * control)} pages (median ${ms(median(entries.map((e) => e.page.lcpMs)))}, control ${ms(control)})`),
      `  CLS <= ${bars.cls}: ${meeting((e) => e.page.cls <= bars.cls)} pages; no console errors: ${meeting((e) => e.page.consoleErrors.length === 0)} pages`,
    );
  }
  const missing = report.passes.flatMap((pass) =>
    pass.pages
      .map((entry) => ({ entry, missed: missedBars(pass, entry) }))
      .filter(({ missed }) => missed.length > 0)
      .map(({ entry, missed }) => `  ${pass.cpuSlowdown}x ${entry.path}: ${missed.join(', ')}`),
  );
  lines.push(missing.length > 0 ? 'missed:' : 'missed: none', ...missing);
  return lines;
}
