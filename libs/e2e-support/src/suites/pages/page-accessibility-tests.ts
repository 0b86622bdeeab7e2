import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { closedPositionUrlOf, pageKindsOf } from '../../pages/site-pages.ts';
import { widths } from '../../shell/shell-fixtures.ts';
import { axeViolations } from '../../support/axe.ts';

/**
 * axe at the phone width on each kind of page of the tree (pageKindsOf; the desktop width is
 * checked on page-load-tests.ts's visit to each), and at both widths on the page a closed
 * position's URL answers with (410), which no sitemap lists.
 */
export function pageAccessibilityTests(region: Region) {
  const closed = closedPositionUrlOf(region);
  for (const viewport of widths) {
    const urls = [
      ...(viewport.name === 'phone' ? pageKindsOf(region).map(({ url }) => url) : []),
      ...(closed ? [closed] : []),
    ];
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const url of urls) {
        test(`${url} has no axe violations`, async ({ page }) => {
          await page.goto(url, { waitUntil: 'networkidle' });
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
