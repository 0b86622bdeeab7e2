import { expect, test } from '@playwright/test';
import { groupPaths, plainLinkHrefs, widths, type ShellRegion } from '../../shell/shell-fixtures.ts';
import { watchConsole } from '../../support/console-watch.ts';

/** Where every header link goes (docs/requirements.md §2), at phone and desktop widths, and the country selector. */
export function headerLinkTests(region: ShellRegion) {
  for (const size of widths) {
    test.describe(`header links at ${size.width} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test(`${region.id}: every header link goes where docs/requirements.md §2 says`, async ({ page }) => {
        const consoleMessages = watchConsole(page);
        await page.goto(region.home, { waitUntil: 'networkidle' });
        if (size.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav).toBeVisible();

        for (const [name, path] of Object.entries(plainLinkHrefs(region)))
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);

        for (const [group, paths] of Object.entries(groupPaths)) {
          const button = nav.getByRole('button', { name: group });
          await button.click();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
          await expect(panel).toBeVisible();
          const hrefs = await panel
            .getByRole('link')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
          expect(hrefs).toEqual(paths.map((p) => `${region.prefix}${p}`));
        }

        await expect(page.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '/ContactUs');
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: /^Email: / })).toHaveAttribute('href', /^mailto:.+@/);
        await expect(banner.getByRole('link', { name: /^Phone: / })).toHaveAttribute('href', /^tel:\+\d+$/);
        await expect(banner.getByText(/Noida/)).toBeVisible();
        // Hydration matched the prerendered HTML: nothing in the console.
        expect(consoleMessages).toEqual([]);
      });

      test(`${region.id}: the country selector shows ${region.country} and goes to the other region`, async ({
        page,
      }) => {
        await page.goto(region.home, { waitUntil: 'networkidle' });
        if (size.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const selector = page.getByRole('button', { name: `Country: ${region.country}` });
        await selector.click();
        await expect(selector).toHaveAttribute('aria-expanded', 'true');
        await page.getByRole('link', { name: region.other.name }).click();
        await expect(page).toHaveURL(region.other.url);
        // The other region is a new document: its menu button works once that page has hydrated.
        await page.waitForLoadState('networkidle');
        const otherCountry = region.country === 'IN' ? 'UK' : 'IN';
        if (size.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(page.getByRole('button', { name: `Country: ${otherCountry}` })).toBeVisible();
      });
    });
  }
}
