import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { figuresOf, type RunFigures } from './figures.ts';
import { median, medianFigures } from './median.ts';

// The parts of a Lighthouse 13 result that figures.ts reads, shaped as Lighthouse writes them.
function lhr(
  overrides: { performance?: number; lcp?: number; consoleError?: string; benchmarkIndex?: number } = {},
): Result {
  const audit = (id: string, fields: Record<string, unknown>) => ({
    id,
    title: id,
    score: 1,
    scoreDisplayMode: 'numeric',
    ...fields,
  });
  return {
    environment: { benchmarkIndex: overrides.benchmarkIndex ?? 1500 },
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    categories: {
      performance: {
        score: overrides.performance ?? 0.97,
        auditRefs: [{ id: 'largest-contentful-paint' }, { id: 'unused-javascript' }, { id: 'bootup-time' }],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast' }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'inspector-issues' }, { id: 'errors-in-console' }] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', { numericValue: 800 }),
      'largest-contentful-paint': audit('largest-contentful-paint', {
        numericValue: overrides.lcp ?? 1200,
        score: 0.99,
      }),
      'total-blocking-time': audit('total-blocking-time', { numericValue: 40 }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', { numericValue: 0.01 }),
      'unused-javascript': audit('unused-javascript', {
        score: 0.5,
        displayValue: 'Est savings of 40 KiB',
        metricSavings: { LCP: 150, FCP: 0 },
      }),
      'bootup-time': audit('bootup-time', {
        score: 1,
        scoreDisplayMode: 'informative',
        metricSavings: { TBT: 0 },
      }),
      'color-contrast': audit('color-contrast', { score: 1, scoreDisplayMode: 'binary' }),
      'inspector-issues': audit('inspector-issues', { score: 0, scoreDisplayMode: 'binary' }),
      'errors-in-console': audit('errors-in-console', {
        score: overrides.consoleError ? 0 : 1,
        scoreDisplayMode: 'binary',
        details: {
          type: 'table',
          items: overrides.consoleError ? [{ description: overrides.consoleError }] : [],
        },
      }),
      'resource-summary': audit('resource-summary', {
        details: {
          type: 'table',
          items: [
            { resourceType: 'script', transferSize: 120_000 },
            { resourceType: 'document', transferSize: 9_000 },
          ],
        },
      }),
      'lcp-breakdown-insight': audit('lcp-breakdown-insight', {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [] },
            { type: 'node', snippet: '<h1 id="hero-title">' },
          ],
        },
      }),
    },
  } as unknown as Result;
}

describe('Lighthouse figures', () => {
  it('reads scores, metrics, script bytes, the LCP element and the audits that lost points', () => {
    const figures = figuresOf(lhr());
    expect(figures).toMatchObject({
      scores: { performance: 97, accessibility: 100, 'best-practices': 96, seo: 100 },
      fcpMs: 800,
      lcpMs: 1200,
      tbtMs: 40,
      cls: 0.01,
      jsKb: 120,
      consoleErrors: [],
      lcpElement: '<h1 id="hero-title">',
      benchmarkIndex: 1500,
      cpuSlowdown: 4,
    });
    expect(figures.misses.map((m) => [m.id, m.categories, m.savings])).toEqual([
      ['inspector-issues', ['best-practices'], undefined],
      ['largest-contentful-paint', ['performance'], undefined],
      ['unused-javascript', ['performance'], { LCP: 150 }],
    ]);
  });

  it('takes the median of each figure and keeps audits missed in most runs', () => {
    const runs: RunFigures[] = [
      figuresOf(lhr({ performance: 0.9, lcp: 3000, benchmarkIndex: 900 })),
      figuresOf(lhr({ performance: 0.99, lcp: 1000, consoleError: 'boom', benchmarkIndex: 1700 })),
      figuresOf(lhr({ performance: 0.95, lcp: 1400, benchmarkIndex: 1200 })),
    ];
    runs[1]!.misses = [];
    const figures = medianFigures(runs);
    expect(figures.runs).toBe(3);
    expect(figures.scores.performance).toBe(95);
    expect(figures.lcpMs).toBe(1400);
    expect(figures.benchmarkIndex).toBe(1200);
    expect(figures.consoleErrors).toEqual(['boom']);
    expect(figures.misses.map((m) => [m.id, m.inRuns])).toEqual([
      ['inspector-issues', 2],
      ['largest-contentful-paint', 2],
      ['unused-javascript', 2],
    ]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses to take one median of runs at different CPU slowdowns', () => {
    const slow = { ...figuresOf(lhr()), cpuSlowdown: 8 };
    expect(() => medianFigures([figuresOf(lhr()), slow])).toThrow('runs at different CPU slowdowns (4, 8)');
  });
});
