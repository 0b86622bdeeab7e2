import { describe, expect, it } from 'vitest';
import type { PageFigures } from '../lighthouse/median.ts';
import { lcpRatio, markdownReport, missedBars, summaryLines, type BenchReport } from './report.ts';

const page = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  runs: 5,
  scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 700,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  jsKb: 150,
  consoleErrors: [],
  misses: [],
  ...overrides,
});

const report: BenchReport = {
  date: '2026-01-01T00:00:00.000Z',
  runs: 5,
  clientOnlyRuns: 3,
  clientOnlyCategories: ['performance'],
  durationSeconds: 600,
  machine: '2 cores',
  pages: [
    { path: '/', prerendered: page(), clientOnly: page({ lcpMs: 4000 }) },
    {
      path: '/uk/services/Temporary-Contract Staffing',
      prerendered: page({
        scores: { performance: 91, accessibility: 100, 'best-practices': 96, seo: 100 },
        lcpMs: 2100,
        tbtMs: 180,
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
      clientOnly: page({ lcpMs: 4200 }),
    },
  ],
};

describe('bench:web report', () => {
  it('names every bar a page misses with its figure', () => {
    expect(missedBars(page())).toEqual([]);
    expect(missedBars(report.pages[1]!.prerendered)).toEqual([
      'performance 91',
      'best-practices 96',
      'LCP 2,100 ms',
      'TBT 180 ms',
    ]);
    expect(lcpRatio(report.pages[0]!)).toBe(0.25);
  });

  it('writes the page table, the client-only comparison and the audits that lose points', () => {
    const markdown = markdownReport(report);
    expect(markdown).toContain(
      '| `/uk/services/Temporary-Contract Staffing` | 91 | 100 | 96 | 100 | 700 ms | 2,100 ms | 180 ms | 0.000 | 150.0 | performance 91, best-practices 96, LCP 2,100 ms, TBT 180 ms |',
    );
    expect(markdown).toContain('| `/` | 1,000 ms | 4,000 ms | 0.25 | 99 | 99 |');
    expect(markdown).toContain('Median LCP ratio prerendered / client-only: 0.38.');
    expect(markdown).toContain(
      '| `unused-javascript` | Reduce unused JavaScript | 1 | Est savings of 40 KiB | LCP 300 |',
    );
    expect(markdown).toContain('| `<h1 id="hero-title">` | 1 |');
    expect(summaryLines(report)[0]).toBe('performance >= 98: 1/2 pages (median 95)');
    expect(markdown).not.toContain('control page');
  });

  it("states the control page's TBT and how many pages the machine alone would make miss", () => {
    const withControl: BenchReport = { ...report, controlTbtMs: [0, 62, 10] };
    const markdown = markdownReport(withControl);
    expect(markdown).toContain("## The machine's floor: a control page");
    expect(markdown).toContain('- TBT median 10 ms, at most 62 ms; over 50 ms in 1 of 3 runs.');
    // One run in three over the bar: a median of 5 misses with a chance of 51/243.
    expect(markdown).toContain(
      '- A page that added no main-thread work of its own would miss the TBT bar (median of 5) with a chance of 21%: 0.4 of 2 page(s) expected to miss from the floor alone.',
    );
    expect(summaryLines(withControl)).toContain(
      'control page (no CSS, no JS): TBT median 10 ms, over 50 ms in 1/3 runs; 0.4 page(s) expected to miss the TBT bar from the machine alone',
    );
  });
});
