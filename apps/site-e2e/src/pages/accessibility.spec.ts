import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitePages } from './site-pages.ts';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { url } of sitePages) {
      test(`${url} has no axe violations`, async ({ page }) => {
        await page.goto(url, { waitUntil: 'networkidle' });
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        }));
        expect(summary).toEqual([]);
      });
    }
  });
}
