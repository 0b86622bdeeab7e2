import { describe, expect, it } from 'vitest';
import type { PageFigures } from '../lighthouse/median.ts';
import type { BenchPage } from '../lighthouse/pages.ts';
import { checkFailures, collectionPages, performanceInformation } from './check.ts';

const passing: PageFigures = {
  runs: 1,
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1100,
  tbtMs: 30,
  cls: 0,
  jsKb: 150,
  consoleErrors: [],
  misses: [],
  benchmarkIndex: 1500,
  cpuSlowdown: 4,
};

describe('lighthouse:check', () => {
  it('passes a page whatever its performance: that figure depends on the machine', () => {
    const slow = { ...passing, scores: { ...passing.scores, performance: 41 }, tbtMs: 1900 };
    expect(checkFailures('/', slow)).toEqual([]);
    expect(performanceInformation(slow)).toBe(
      'performance 41 (information: FCP 900 ms, LCP 1100 ms, TBT 1900 ms, CLS 0.000)',
    );
  });

  it('names the category, its score and the audits of that category that lost points', () => {
    const failures = checkFailures('/Careers', {
      ...passing,
      scores: { ...passing.scores, accessibility: 93, 'best-practices': 96 },
      consoleErrors: ['Refused to evaluate a string as JavaScript'],
      misses: [
        { id: 'inspector-issues', title: 'Issues', categories: ['best-practices'], inRuns: 1 },
        { id: 'label', title: 'Form elements have labels', categories: ['accessibility'], inRuns: 1 },
        {
          id: 'unused-javascript',
          title: 'Unused JS',
          categories: ['performance'],
          savings: { LCP: 300 },
          inRuns: 1,
        },
      ],
    });
    expect(failures).toEqual([
      '/Careers: accessibility 93 < 100 (audits losing points: label)',
      '/Careers: best-practices 96 < 100 (audits losing points: inspector-issues)',
      '/Careers: console error: Refused to evaluate a string as JavaScript',
    ]);
  });

  it('fails a page that came back without one of the checked scores', () => {
    const { seo: _seo, ...scores } = passing.scores;
    expect(checkFailures('/uk', { ...passing, scores })).toEqual(['/uk: no seo score']);
  });

  it("adds the built trees' first article and first UK position to the pages checked, and fails without one", () => {
    const page = (path: string): BenchPage => ({
      path,
      urlPath: encodeURI(path),
      region: path.startsWith('/uk') ? 'uk' : 'in',
    });
    const built = [
      '/',
      '/Careers',
      '/blogs/page/2',
      '/Careers/seo',
      '/blogs/a',
      '/uk/Careers/web-design',
      '/uk/Careers/seo',
    ].map(page);
    expect(collectionPages(built).map((p) => p.path)).toEqual(['/blogs/a', '/uk/Careers/web-design']);
    expect(() => collectionPages(built.filter((p) => !p.path.startsWith('/uk/Careers/')))).toThrow(
      'the built trees have no UK position page to check',
    );
  });
});
