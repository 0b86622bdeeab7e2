import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { sitePages } from './site-pages.ts';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { url } of sitePages) {
      test(`${url} has no axe violations`, async ({ page }) => {
        await page.goto(url, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
