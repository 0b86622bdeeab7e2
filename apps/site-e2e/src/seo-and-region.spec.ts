import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console-watch.ts';

// What crawlers fetch besides pages, as served; and the region suggestion in a real browser.
test('each tree serves its robots.txt naming its sitemap, and the sitemap lists its pages', async ({
  request,
}) => {
  for (const base of ['', '/uk']) {
    const robots = await request.get(`${base}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(new RegExp(`^Sitemap: https?://[^/]+${base}/sitemap\\.xml$`, 'm'));
    const sitemap = await request.get(`${base}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`${base}/services/Temporary-Contract%20Staffing</loc>`);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default"');
  }
});

test.describe('a browser in London on the India site', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('is offered the UK page after hydration, without a console message, and can stay', async ({
    page,
  }) => {
    const consoleMessages = watchConsole(page);
    const response = await page.goto('/services/website-development', { waitUntil: 'networkidle' });
    // The served HTML is the same for everyone: no banner in it.
    expect(await response!.text()).not.toContain('Choose your region');
    const banner = page.getByRole('complementary', { name: 'Choose your region' });
    await expect(banner.getByRole('link', { name: 'Go to the UK site' })).toHaveAttribute(
      'href',
      '/uk/services/website-development',
    );
    await banner.getByRole('button', { name: 'Stay on the India site' }).click();
    await expect(banner).toBeHidden();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    expect(consoleMessages).toEqual([]);
  });
});

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
