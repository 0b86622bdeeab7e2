import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { pageKindsOf } from '../../pages/site-pages.ts';
import { axeViolations } from '../../support/axe.ts';

/** axe on each of the tree's twenty pages, at phone and desktop widths. */
export function pageAccessibilityTests(region: Region) {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const { url } of pageKindsOf(region)) {
        test(`${url} has no axe violations`, async ({ page }) => {
          await page.goto(url, { waitUntil: 'networkidle' });
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
