import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { pageKindsOf } from '../../pages/site-pages.ts';
import { watchConsole } from '../../support/console-watch.ts';

/** Each of the tree's twenty pages hydrates, scrolled to its end, without a console message. */
export function hydrationConsoleTests(region: Region) {
  for (const { url } of pageKindsOf(region)) {
    test(`${url} hydrates with an empty console`, async ({ page }) => {
      const messages = watchConsole(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.locator('h1')).toHaveCount(1);
      // Scroll the whole page so lazy images load and fade-in titles run.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([]);
    });
  }
}
