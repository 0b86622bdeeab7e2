import { expect, test } from '@playwright/test';
import { robotsAndSitemapTests, shellRegions } from '@agency/e2e-support';

// What crawlers fetch besides pages, as served; and the region suggestion in a real browser.
robotsAndSitemapTests(shellRegions.uk);

test.describe('a browser in India on the UK site', () => {
  test.use({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });

  test('follows the offer to the India home page and is not asked again there', async ({ page }) => {
    await page.goto('/uk', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Go to the India site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.goto('/uk', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Choose your region' })).toBeHidden();
  });
});
