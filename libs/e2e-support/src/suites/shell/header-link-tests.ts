import { expect, test } from '@playwright/test';
import {
  expectOpen,
  groupControl,
  groupPanel,
  headerGroups,
  plainLinkHrefs,
  widths,
  type ShellRegion,
} from '../../shell/shell-fixtures.ts';
import { watchConsole } from '../../support/console-watch.ts';

/**
 * The header as built carries every link of its navigation (libs/content's
 * navigation.ts, held to docs/requirements.md §2 by its own test), at phone
 * and desktop widths, and the country selector goes to the other region.
 */
export function headerLinkTests(region: ShellRegion) {
  for (const size of widths) {
    test.describe(`header links at ${size.width} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test(`${region.id}: every header link goes where the navigation says`, async ({ page }) => {
        const consoleMessages = watchConsole(page);
        await page.goto(region.home, { waitUntil: 'networkidle' });
        if (size.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav).toBeVisible();

        for (const [name, path] of Object.entries(plainLinkHrefs(region.id)))
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);

        for (const group of headerGroups(region.id)) {
          const control = groupControl(nav, group.label);
          await control.click();
          await expectOpen(control, true);
          const panel = groupPanel(control);
          await expect(panel).toBeVisible();
          const hrefs = await panel
            .getByRole('link')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
          expect(hrefs).toEqual(group.paths);
        }

        await expect(page.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '/ContactUs');
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: /^Email: / })).toHaveAttribute('href', /^mailto:.+@/);
        await expect(banner.getByRole('link', { name: /^Phone: / })).toHaveAttribute('href', /^tel:\+\d+$/);
        await expect(banner.getByText(/Noida/)).toBeVisible();
        expect(consoleMessages).toEqual([]);
      });

      test(`${region.id}: the country selector shows ${region.country} and goes to the other region`, async ({
        page,
      }) => {
        await page.goto(region.home, { waitUntil: 'networkidle' });
        if (size.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const selector = groupControl(page.getByRole('banner'), `Country: ${region.country}`);
        await selector.click();
        await expectOpen(selector, true);
        await page.getByRole('link', { name: region.other.name }).click();
        await expect(page).toHaveURL(region.other.url);
        const otherCountry = region.country === 'IN' ? 'UK' : 'IN';
        if (size.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(groupControl(page.getByRole('banner'), `Country: ${otherCountry}`)).toBeVisible();
      });
    });
  }
}
