import { describe, expect, it } from 'vitest';
import type { PageFigures } from '../lighthouse/median.ts';
import { checkFailures } from './check.ts';

const passing: PageFigures = {
  runs: 3,
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1100,
  tbtMs: 30,
  cls: 0,
  jsKb: 150,
  consoleErrors: [],
  misses: [],
};

describe('lighthouse:check', () => {
  it('passes a page at the bars', () => {
    expect(checkFailures('/', { ...passing, scores: { ...passing.scores, performance: 90 } })).toEqual([]);
  });

  it('names the category, its score and the audits of that category that lost points', () => {
    const failures = checkFailures('/Careers', {
      ...passing,
      scores: { ...passing.scores, performance: 72, 'best-practices': 96 },
      consoleErrors: ['Refused to evaluate a string as JavaScript'],
      misses: [
        { id: 'inspector-issues', title: 'Issues', categories: ['best-practices'], inRuns: 3 },
        {
          id: 'unused-javascript',
          title: 'Unused JS',
          categories: ['performance'],
          savings: { LCP: 300 },
          inRuns: 3,
        },
        { id: 'largest-contentful-paint', title: 'LCP', categories: ['performance'], inRuns: 3 },
      ],
    });
    expect(failures).toEqual([
      '/Careers: performance 72 < 90 (FCP 900 ms, LCP 1100 ms, TBT 30 ms, CLS 0.000; audits with savings: unused-javascript)',
      '/Careers: best-practices 96 < 100 (audits losing points: inspector-issues)',
      '/Careers: console error: Refused to evaluate a string as JavaScript',
    ]);
  });
});
