import { expect, test } from '@playwright/test';
import { hydrationConsoleTests, scriptModes } from '@agency/e2e-support';

hydrationConsoleTests('in');

for (const mode of scriptModes)
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });

    test('the map loads from its provider only after the visitor asks', async ({ page }) => {
      const thirdParty: string[] = [];
      await page.route(/openstreetmap\.org/, (route) => {
        thirdParty.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title>' });
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      const frame = page.getByTitle('Map of our Noida office');
      await frame.evaluate((element) => element.scrollIntoView());
      await page.waitForTimeout(500);
      expect(thirdParty).toEqual([]);
      await page.getByText('Show map of our Noida office').click();
      await expect(frame).toBeVisible();
      expect((await frame.boundingBox())?.height).toBe(250);
      await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    });
  });

test('benefit cards grow to 1.05 under the pointer', async ({ page }) => {
  await page.goto('/services/website-development', { waitUntil: 'networkidle' });
  const card = page.locator('[data-benefit]').first();
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await expect
    .poll(() => card.evaluate((el) => getComputedStyle(el).transform))
    .toBe('matrix(1.05, 0, 0, 1.05, 0, 0)');
});
