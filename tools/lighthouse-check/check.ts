import type { PageFigures } from '../lighthouse/median.ts';

/** What `npm run lighthouse:check` holds a page to (design.md section 5; performance with slack for a shared CI machine). */
export const checkBars = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

/** The pages checked in `npm test`: both homes, one service page, careers (the heaviest form). */
export const checkedPages = ['/', '/uk', '/services/website-development', '/Careers'];

/** Why a page fails the check, one reason a line; empty when it passes. */
export function checkFailures(path: string, figures: PageFigures): string[] {
  const failures: string[] = [];
  for (const [category, bar] of Object.entries(checkBars) as [keyof typeof checkBars, number][]) {
    const score = figures.scores[category];
    if (score === undefined) failures.push(`${path}: no ${category} score`);
    else if (score < bar) {
      const lost = figures.misses
        .filter((m) => m.categories.includes(category))
        .map((m) => m.id)
        .join(', ');
      failures.push(
        `${path}: ${category} ${score} < ${bar}${lost ? ` (audits losing points: ${lost})` : ''}`,
      );
    }
  }
  for (const error of figures.consoleErrors) failures.push(`${path}: console error: ${error}`);
  return failures;
}
