import type { PageFigures } from '../lighthouse/median.ts';
import { median } from '../lighthouse/median.ts';
import { machineFloor } from './machine-floor.ts';

/** design.md section 5: what every one of the 40 pages must reach (Lighthouse mobile, median of 5). */
export const bars = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
} as const;

export interface PageResult {
  path: string;
  prerendered: PageFigures;
  /** The same page from the client-only build, when it was measured. */
  clientOnly?: PageFigures;
}

export interface BenchReport {
  date: string;
  runs: number;
  clientOnlyRuns: number;
  clientOnlyCategories: string[];
  durationSeconds: number;
  machine: string;
  pages: PageResult[];
  /** TBT of each Lighthouse run of the control page (one after each page), when it was measured. */
  controlTbtMs?: number[];
}

/** The bars one page misses, named with its figure: ['performance 91', 'TBT 240 ms']. */
export function missedBars(figures: PageFigures): string[] {
  const missed: string[] = [];
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
    const score = figures.scores[id];
    if (score !== undefined && score < bars[id]) missed.push(`${id} ${score}`);
  }
  if (figures.lcpMs > bars.lcpMs) missed.push(`LCP ${ms(figures.lcpMs)}`);
  if (figures.tbtMs > bars.tbtMs) missed.push(`TBT ${ms(figures.tbtMs)}`);
  if (figures.cls > bars.cls) missed.push(`CLS ${figures.cls.toFixed(3)}`);
  if (figures.consoleErrors.length > 0) missed.push('console errors');
  return missed;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;
const score = (value: number | undefined) => (value === undefined ? '–' : String(value));
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** LCP of the prerendered page divided by the client-only one: below 1 means prerendering paints sooner. */
export function lcpRatio(page: PageResult): number | undefined {
  return page.clientOnly ? page.prerendered.lcpMs / page.clientOnly.lcpMs : undefined;
}

/** Per audit that lost points: on how many pages, with one page's figure as an example. */
export function missesByAudit(pages: PageResult[]) {
  const byId = new Map<
    string,
    { title: string; pages: string[]; example?: string; savings: Record<string, number[]> }
  >();
  for (const { path, prerendered } of pages) {
    for (const miss of prerendered.misses) {
      const entry = byId.get(miss.id) ?? { title: miss.title, pages: [], savings: {} };
      entry.pages.push(path);
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

/** The report as Markdown: the table of every page, the LCP comparison, and what loses points. */
export function markdownReport(report: BenchReport): string {
  const lines: string[] = [
    `# Lighthouse benchmark of the built sites`,
    '',
    `${report.date}; Lighthouse mobile preset (simulated slow 4G, 4x CPU slowdown); median of ${report.runs} run(s) per page; ` +
      `${report.pages.length} page(s); ${Math.round(report.durationSeconds / 60)} min; ${report.machine}.`,
    '',
    `Bars: performance >= ${bars.performance}, accessibility, best practices and SEO 100, LCP <= ${bars.lcpMs} ms, ` +
      `TBT <= ${bars.tbtMs} ms, CLS <= ${bars.cls}, no console errors. JS kB = script bytes over the wire.`,
    '',
    row(['page', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'JS kB', 'bars missed']),
    row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '---']),
  ];
  for (const { path, prerendered: f } of report.pages) {
    lines.push(
      row([
        `\`${path}\``,
        score(f.scores.performance),
        score(f.scores.accessibility),
        score(f.scores['best-practices']),
        score(f.scores.seo),
        ms(f.fcpMs),
        ms(f.lcpMs),
        ms(f.tbtMs),
        f.cls.toFixed(3),
        f.jsKb.toFixed(1),
        missedBars(f).join(', ') || 'none',
      ]),
    );
  }
  const compared = report.pages.filter((p) => p.clientOnly);
  if (compared.length > 0) {
    lines.push(
      '',
      `## Prerendered vs client-only`,
      '',
      `The same app built with \`PRERENDER=off\` (empty \`#root\`, everything rendered by JS), served by the same server; ` +
        `median of ${report.clientOnlyRuns} run(s), categories: ${report.clientOnlyCategories.join(', ')}.`,
      '',
      row(['page', 'LCP prerendered', 'LCP client-only', 'ratio', 'perf prerendered', 'perf client-only']),
      row(['---', '--:', '--:', '--:', '--:', '--:']),
    );
    for (const page of compared) {
      lines.push(
        row([
          `\`${page.path}\``,
          ms(page.prerendered.lcpMs),
          ms(page.clientOnly!.lcpMs),
          lcpRatio(page)!.toFixed(2),
          score(page.prerendered.scores.performance),
          score(page.clientOnly!.scores.performance),
        ]),
      );
    }
    lines.push(
      '',
      `Median LCP ratio prerendered / client-only: ${median(compared.map((p) => lcpRatio(p)!)).toFixed(2)}.`,
    );
  }
  const misses = missesByAudit(report.pages);
  lines.push('', '## Audits that lose points (prerendered build)', '');
  if (misses.length === 0) lines.push('None.');
  else {
    lines.push(
      row(['audit', 'title', 'pages', 'example', 'median savings']),
      row(['---', '---', '--:', '---', '---']),
    );
    for (const miss of misses) {
      const savings = Object.entries(miss.savings)
        .map(([metric, values]) => `${metric} ${Math.round(median(values))}`)
        .join(', ');
      lines.push(row([`\`${miss.id}\``, miss.title, miss.pages.length, miss.example ?? '', savings]));
    }
  }
  const elements = new Map<string, number>();
  for (const { prerendered } of report.pages)
    if (prerendered.lcpElement)
      elements.set(prerendered.lcpElement, (elements.get(prerendered.lcpElement) ?? 0) + 1);
  if (elements.size > 0) {
    lines.push('', '## LCP elements', '', row(['element', 'pages']), row(['---', '--:']));
    for (const [element, count] of [...elements.entries()].sort((a, b) => b[1] - a[1]))
      lines.push(row([`\`${element.replace(/\|/g, '\\|').replace(/`/g, "'")}\``, count]));
  }
  const floor = floorOf(report);
  if (floor) {
    lines.push(
      '',
      "## The machine's floor: a control page",
      '',
      `A page of one heading and one sentence (no CSS, no JavaScript), served on loopback and measured by the same ` +
        `Chromium and Lighthouse, one run after each page: what Lighthouse counts for a navigation alone.`,
      '',
      `- TBT median ${ms(floor.medianMs)}, at most ${ms(floor.maxMs)}; over ${bars.tbtMs} ms in ${floor.runsOver} of ${floor.runs} runs.`,
      `- A page that added no main-thread work of its own would miss the TBT bar (median of ${report.runs}) with a chance of ` +
        `${percent(floor.pageMissChance)}: ${floor.expectedPagesMissing.toFixed(1)} of ${report.pages.length} page(s) expected to miss from the floor alone.`,
    );
  }
  const errors = report.pages.filter((p) => p.prerendered.consoleErrors.length > 0);
  if (errors.length > 0) {
    lines.push('', '## Console errors', '');
    for (const page of errors) lines.push(`- \`${page.path}\`: ${page.prerendered.consoleErrors.join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}

const percent = (chance: number) => `${(chance * 100).toFixed(chance < 0.1 ? 1 : 0)}%`;

function floorOf(report: BenchReport) {
  return report.controlTbtMs?.length
    ? machineFloor(report.controlTbtMs, bars.tbtMs, report.runs, report.pages.length)
    : undefined;
}

/** A few lines for the terminal: how many pages meet each bar, and the medians. */
export function summaryLines(report: BenchReport): string[] {
  const pages = report.pages.map((p) => p.prerendered);
  const meeting = (test: (f: PageFigures) => boolean) => `${pages.filter(test).length}/${pages.length}`;
  const lines = [
    `performance >= ${bars.performance}: ${meeting((f) => (f.scores.performance ?? 0) >= bars.performance)} pages ` +
      `(median ${median(pages.map((f) => f.scores.performance ?? 0))})`,
    `a11y/BP/SEO 100: ${meeting((f) => f.scores.accessibility === 100 && f.scores['best-practices'] === 100 && f.scores.seo === 100)} pages`,
    `LCP <= ${bars.lcpMs} ms: ${meeting((f) => f.lcpMs <= bars.lcpMs)} pages (median ${ms(median(pages.map((f) => f.lcpMs)))})`,
    `TBT <= ${bars.tbtMs} ms: ${meeting((f) => f.tbtMs <= bars.tbtMs)} pages (median ${ms(median(pages.map((f) => f.tbtMs)))})`,
    `CLS <= ${bars.cls}: ${meeting((f) => f.cls <= bars.cls)} pages (max ${Math.max(...pages.map((f) => f.cls)).toFixed(3)})`,
    `no console errors: ${meeting((f) => f.consoleErrors.length === 0)} pages`,
  ];
  const floor = floorOf(report);
  if (floor)
    lines.push(
      `control page (no CSS, no JS): TBT median ${ms(floor.medianMs)}, over ${bars.tbtMs} ms in ${floor.runsOver}/${floor.runs} runs; ` +
        `${floor.expectedPagesMissing.toFixed(1)} page(s) expected to miss the TBT bar from the machine alone`,
    );
  const ratios = report.pages.map(lcpRatio).filter((r): r is number => r !== undefined);
  if (ratios.length > 0)
    lines.push(
      `LCP prerendered / client-only: median ${median(ratios).toFixed(2)} over ${ratios.length} page(s)`,
    );
  return lines;
}
