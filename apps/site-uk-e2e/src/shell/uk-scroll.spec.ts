import { expect, test } from '@playwright/test';
import { scriptModes, widths } from '@agency/e2e-support';

for (const size of widths) {
  test.describe(`UK scroll behaviour at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const mode of scriptModes)
      test(`the UK header takes its scrolled style above offset 0 and drops it at 0, ${mode.name}`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          javaScriptEnabled: mode.javaScriptEnabled,
          viewport: { width: size.width, height: size.height },
        });
        const page = await context.newPage();
        await page.goto('/uk/no-such-page', { waitUntil: 'networkidle' });
        const header = page.getByRole('banner');
        await expect(header).toHaveCSS('box-shadow', 'none');
        await page.evaluate(() => window.scrollTo(0, 1));
        // From the scroll position alone (a scroll-driven animation), with or without the page script.
        await expect(header).not.toHaveCSS('box-shadow', 'none');
        // The navigation row stays on screen while the page scrolls.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.getByRole('link', { name: 'Brightpath Digital UK' })).toBeInViewport();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(header).toHaveCSS('box-shadow', 'none');
        await context.close();
      });

    test('the UK tree starts every new page at the top', async ({ page }) => {
      await page.goto('/uk/no-such-page', { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(/\/uk\/about\/Who-are$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // An ordinary page load (perhaps prerendered by the browser): a new document, at its top.
      const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name);
      expect(new URL(loaded).pathname).toBe('/uk/about/Who-are');
    });
  });
}
