import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A/AA rules and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now (optionally only inside the given CSS
 * selectors) and returns one readable line per violation, so a failing
 * expectation names the rule and the elements.
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(tags);
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}
