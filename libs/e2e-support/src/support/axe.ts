import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A/AA rules and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's minified build (0.65 MB), where AxeBuilder would inject its
 * unminified source (1.48 MB): the page parses it at every analysis.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page as it is now (optionally only inside the given CSS
 * selectors) and returns one readable line per violation, so a failing
 * expectation names the rule and the elements.
 *
 * Why not AxeBuilder's defaults: they took 4.5–6.9 s per analysis of a
 * service page (host `vm`, load 6–8), where the same rules ran in 1.3–1.4 s
 * this way, and the e2e suites run axe some 250 times (docs/performance.md,
 * "CI time"). The defaults inject the unminified source twice (the page, then
 * a blank page opened to merge frames' results) and carry every passing
 * node's HTML back. Legacy mode runs axe.run in the page, which reaches
 * same-origin frames only: our pages embed no other origin's frame (the
 * third-party suites hold them to that), and a sandboxed frame, which runs
 * no script (the CV preview), is reported by axe as untested either way.
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page, axeSource })
    .setLegacyMode()
    .withTags(tags)
    .options({ resultTypes: ['violations'] });
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}
