import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { closedPositionUrlOf, pageKindsOf } from '../../pages/site-pages.ts';
import { axeViolations } from '../../support/axe.ts';

/**
 * axe at phone and desktop widths on each kind of page of the tree (pageKindsOf), and on the page
 * a closed position's URL answers with (410), which no sitemap lists.
 */
export function pageAccessibilityTests(region: Region) {
  const closed = closedPositionUrlOf(region);
  const urls = [...pageKindsOf(region).map(({ url }) => url), ...(closed ? [closed] : [])];
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const url of urls) {
        test(`${url} has no axe violations`, async ({ page }) => {
          await page.goto(url, { waitUntil: 'networkidle' });
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
