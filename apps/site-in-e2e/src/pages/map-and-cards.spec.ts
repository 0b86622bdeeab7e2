import { expect, test } from '@playwright/test';
import { scriptModes } from '@agency/e2e-support';

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
      await expect(frame).toBeVisible();
      expect((await frame.boundingBox())?.height).toBe(250);
      // The facade is the frame's own first document; its link loads the map into the frame.
      await frame.contentFrame().getByRole('link', { name: 'Show map of our Noida office' }).click();
      await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
      const mapFrame = async () => (await frame.elementHandle())?.contentFrame();
      await expect.poll(async () => (await mapFrame())?.title()).toBe('map');
      expect((await frame.boundingBox())?.height).toBe(250);
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
