import { expect, test } from '@playwright/test';
import { robotsAndSitemapTests, shellRegions, watchConsole } from '@agency/e2e-support';

// What crawlers fetch besides pages, as served; and the region suggestion in a real browser.
robotsAndSitemapTests(shellRegions.in);

test.describe('a browser in London on the India site', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('is offered the UK page by the page script, without a console message, and can stay', async ({
    page,
  }) => {
    const consoleMessages = watchConsole(page);
    const response = await page.goto('/services/website-development', { waitUntil: 'networkidle' });
    // The served HTML is the same for everyone: the banner is in it, hidden.
    expect(await response!.text()).toMatch(/<aside id="region-banner" hidden=""/);
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
