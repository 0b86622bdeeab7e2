import type { PageFigures } from '../lighthouse/median.ts';

/** What `npm run lighthouse:check` holds a page to (design.md section 5; performance with slack for a shared CI machine). */
export const checkBars = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

/** The pages checked in `npm test`: both homes, one service page, careers (the heaviest form). */
export const checkedPages = ['/', '/uk', '/services/website-development', '/Careers'];

/**
 * What costs the points: for performance the metrics and the audits Lighthouse
 * puts a saving on (the rest of its list only restates the metrics); for the
 * other categories every audit of theirs that lost points.
 */
function whyLow(category: keyof typeof checkBars, figures: PageFigures): string {
  const audits = figures.misses.filter(
    (m) => m.categories.includes(category) && (category !== 'performance' || m.savings),
  );
  const auditList = audits.map((m) => m.id).join(', ') || 'none named';
  if (category !== 'performance') return `audits losing points: ${auditList}`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  return (
    `FCP ${ms(figures.fcpMs)}, LCP ${ms(figures.lcpMs)}, TBT ${ms(figures.tbtMs)}, CLS ${figures.cls.toFixed(3)}; ` +
    `audits with savings: ${auditList}`
  );
}

/** Why a page fails the check, one reason a line; empty when it passes. */
export function checkFailures(path: string, figures: PageFigures): string[] {
  const failures: string[] = [];
  for (const [category, bar] of Object.entries(checkBars) as [keyof typeof checkBars, number][]) {
    const score = figures.scores[category];
    if (score === undefined) failures.push(`${path}: no ${category} score`);
    else if (score < bar)
      failures.push(`${path}: ${category} ${score} < ${bar} (${whyLow(category, figures)})`);
  }
  for (const error of figures.consoleErrors) failures.push(`${path}: console error: ${error}`);
  return failures;
}
