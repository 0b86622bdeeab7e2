import { describe, expect, it } from 'vitest';
import type { PageFigures } from '../lighthouse/median.ts';
import {
  benchmarkIndexText,
  controlLcpMs,
  markdownReport,
  missedBars,
  summaryLines,
  type BenchReport,
  type Pass,
} from './report.ts';

const figures = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  runs: 5,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 700,
  lcpMs: 900,
  tbtMs: 20,
  cls: 0,
  jsKb: 3.1,
  consoleErrors: [],
  misses: [],
  benchmarkIndex: 1500,
  cpuSlowdown: 4,
  ...overrides,
});
const twin = (overrides: Partial<PageFigures> = {}) =>
  figures({ scores: { performance: 100 }, jsKb: 0, tbtMs: 10, ...overrides });

// Control LCP runs 600, 700, 800: median 700, so the LCP bar is 1,050 ms.
const control = [
  { tbtMs: 0, lcpMs: 600, benchmarkIndex: 1400 },
  { tbtMs: 62, lcpMs: 800, benchmarkIndex: 1600 },
  { tbtMs: 10, lcpMs: 700, benchmarkIndex: 1500 },
];

const preset: Pass = {
  cpuSlowdown: 4,
  control,
  pages: [
    { path: '/', page: figures(), twin: twin() },
    {
      path: '/uk/services/Temporary-Contract Staffing',
      page: figures({
        scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
        lcpMs: 1_100,
        tbtMs: 63,
        cls: 0.03,
        consoleErrors: ['boom'],
        lcpElement: '<h1 id="hero-title">',
        misses: [
          {
            id: 'unused-javascript',
            title: 'Reduce unused JavaScript',
            categories: ['performance'],
            displayValue: 'Est savings of 40 KiB',
            savings: { LCP: 300 },
            inRuns: 5,
          },
        ],
      }),
      twin: twin({ tbtMs: 30 }),
    },
  ],
};

const slow: Pass = {
  cpuSlowdown: 8,
  control: control.map((run) => ({ ...run, benchmarkIndex: 900 })),
  pages: [
    // 95 ms of TBT, 50 of it the twin's own: 45 ms is our JavaScript, within the bar.
    {
      path: '/',
      page: figures({ scores: { performance: 99 }, tbtMs: 95, cpuSlowdown: 8 }),
      twin: twin({ tbtMs: 50, cpuSlowdown: 8 }),
    },
    {
      path: '/uk/services/Temporary-Contract Staffing',
      page: figures({ scores: { performance: 90 }, tbtMs: 140, cpuSlowdown: 8 }),
      twin: twin({ tbtMs: 60, cpuSlowdown: 8 }),
    },
  ],
};

const report: BenchReport = {
  date: '2026-01-01T00:00:00.000Z',
  runs: 5,
  durationSeconds: 600,
  machine: '2 cores',
  passes: [preset, slow],
};

describe('bench:web report', () => {
  it('holds the 4x pass to TBT and performance, and every pass to LCP against its control page, CLS and the console', () => {
    expect(controlLcpMs(preset)).toBe(700);
    expect(missedBars(preset, preset.pages[0]!)).toEqual([]);
    expect(missedBars(preset, preset.pages[1]!)).toEqual([
      'TBT 63 ms',
      'performance 97',
      "LCP 1,100 ms, 1.57x the control's",
      'CLS 0.030',
      'console errors',
    ]);
  });

  it("holds the 8x pass to what the scripts add over the page's no-script twin, not to its TBT", () => {
    expect(missedBars(slow, slow.pages[0]!)).toEqual([]);
    expect(missedBars(slow, slow.pages[1]!)).toEqual(["TBT 140 ms, 80 ms over its twin's"]);
  });

  it("states the host's benchmark index over every run of a pass", () => {
    expect(benchmarkIndexText(preset)).toBe('median 1,500 (1,400–1,600), 0 of 7 below 1,000');
    expect(benchmarkIndexText(slow)).toBe('median 1,500 (900–1,500), 3 of 7 below 1,000');
  });

  it('writes a table per pass, which pages miss which bar, and the audits that lose points', () => {
    const markdown = markdownReport(report);
    expect(markdown).toContain('Host benchmark index');
    expect(markdown).toContain(
      '4x pass median 1,500 (1,400–1,600), 0 of 7 below 1,000; 8x pass median 1,500 (900–1,500), 3 of 7 below 1,000.',
    );
    expect(markdown).toContain('## 4x CPU slowdown (the mobile preset)');
    expect(markdown).toContain(
      "Bars: TBT <= 50 ms, performance 100, LCP <= 1.5x the control page's (median 700 ms in this pass, so <= 1,050 ms), CLS <= 0.02, no console errors.",
    );
    expect(markdown).toContain(
      '| `/uk/services/Temporary-Contract Staffing` | 97 | 100 | 100 | 100 | 700 ms | 1,100 ms | 1.57 | 63 ms | 30 ms | 33 ms | 900 ms | 0.030 | 3.1 | 1,500 | ' +
        "TBT 63 ms, performance 97, LCP 1,100 ms, 1.57x the control's, CLS 0.030, console errors |",
    );
    expect(markdown).toContain('## 8x CPU slowdown\n');
    expect(markdown).toContain("Bars: TBT within 50 ms of the page's no-script twin,");
    expect(markdown).toContain(
      "- 8x: `/uk/services/Temporary-Contract Staffing`: TBT 140 ms, 80 ms over its twin's",
    );
    expect(markdown).toContain('- 4x: `/uk/services/Temporary-Contract Staffing`: CLS 0.030');
    expect(markdown).not.toContain('- 4x: `/`:');
    expect(markdown).toContain(
      '| `unused-javascript` | Reduce unused JavaScript | 1 | Est savings of 40 KiB | LCP 300 |',
    );
    expect(markdown).toContain('| `<h1 id="hero-title">` | 1 |');
    expect(markdown).not.toContain('client-only');
  });

  it("states the control page's figures in each pass and how many pages the machine alone would make miss", () => {
    const markdown = markdownReport(report);
    expect(markdown).toContain('- 4x: TBT median 10 ms, at most 62 ms; LCP median 700 ms; 3 run(s).');
    // One control run in three over 50 ms: a median of 5 misses with a chance of 51/243.
    expect(markdown).toContain(
      '- 4x: over 50 ms in 1 of 3 runs: a page that added no main-thread work of its own would miss the TBT bar (median of 5) with a chance of 21%: 0.4 of 2 page(s) expected to miss from the floor alone.',
    );
    expect(markdown).toContain('- 8x: TBT median 10 ms, at most 62 ms; LCP median 700 ms; 3 run(s).');
  });

  it('sums each pass up for the terminal and lists the misses', () => {
    const summary = summaryLines(report);
    expect(summary).toContain(
      '4x CPU slowdown (the mobile preset), host benchmark index median 1,500 (1,400–1,600), 0 of 7 below 1,000:',
    );
    expect(summary).toContain('  TBT <= 50 ms: 1/2 pages (median 42 ms; twins 20 ms)');
    expect(summary).toContain(
      '  TBT within 50 ms of its twin: 1/2 pages (our JS median 63 ms; TBT median 118 ms, twins 55 ms)',
    );
    expect(summary).toContain('  LCP <= 1.5x control: 1/2 pages (median 1,000 ms, control 700 ms)');
    expect(summary.at(-1)).toBe(
      "  8x /uk/services/Temporary-Contract Staffing: TBT 140 ms, 80 ms over its twin's",
    );
  });
});
