import type { PageFigures } from '../lighthouse/median.ts';
import type { BenchPage } from '../lighthouse/pages.ts';

/**
 * What `npm run lighthouse:check` holds a page to: only what does not depend on
 * the machine it runs on. Accessibility, best practices and SEO are audits of the
 * page itself; performance is a simulation fed by this machine's traces (see
 * docs/performance.md), so it is printed as information and never gates a test.
 */
export const checkBars = { accessibility: 100, 'best-practices': 100, seo: 100 } as const;

/** The pages checked in `npm test`: both homes (the UK one with its callback form), one service page, careers (the proposal form). */
export const checkedPages = ['/', '/uk', '/services/website-development', '/Careers'];

/** An article's page is checked too: the first the built trees have, whatever the collections hold. */
export const articlePattern = /^(\/uk)?\/blogs\/(?!page\/|category\/)[^/]+$/;

/**
 * And a position's page: the first open one of the UK tree, whose page has all a position's
 * page has (the JobPosting, the salary, the application form with the position chosen) and the
 * UK's right-to-work sentence besides.
 */
export const positionPattern = /^\/uk\/Careers\/[^/]+$/;

/**
 * The collections' pages the check adds to `checkedPages`, from the built trees' pages: an
 * article's and a position's. Either missing fails the check: it would pass by checking less.
 */
export function collectionPages(built: readonly BenchPage[]): BenchPage[] {
  const kinds: [kind: string, pattern: RegExp][] = [
    ['article', articlePattern],
    ['UK position', positionPattern],
  ];
  return kinds.map(([kind, pattern]) => {
    const page = built.find((candidate) => pattern.test(candidate.path));
    if (!page) throw new Error(`the built trees have no ${kind} page to check`);
    return page;
  });
}

/** Every audit of a category that lost points, by id. */
function auditsLosingPoints(category: string, figures: PageFigures): string {
  return (
    figures.misses
      .filter((m) => m.categories.includes(category))
      .map((m) => m.id)
      .join(', ') || 'none named'
  );
}

/** Why a page fails the check, one reason a line; empty when it passes. */
export function checkFailures(path: string, figures: PageFigures): string[] {
  const failures: string[] = [];
  for (const [category, bar] of Object.entries(checkBars)) {
    const score = figures.scores[category as keyof typeof checkBars];
    if (score === undefined) failures.push(`${path}: no ${category} score`);
    else if (score < bar)
      failures.push(
        `${path}: ${category} ${score} < ${bar} (audits losing points: ${auditsLosingPoints(category, figures)})`,
      );
  }
  for (const error of figures.consoleErrors) failures.push(`${path}: console error: ${error}`);
  return failures;
}

/** The performance figures, printed beside the checked ones and gating nothing. */
export function performanceInformation(figures: PageFigures): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return (
    `performance ${figures.scores.performance ?? '–'} (information: FCP ${ms(figures.fcpMs)}, ` +
    `LCP ${ms(figures.lcpMs)}, TBT ${ms(figures.tbtMs)}, CLS ${figures.cls.toFixed(3)})`
  );
}
