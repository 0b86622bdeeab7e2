import { expect, test } from '@playwright/test';
import {
  expectOpen,
  groupControl,
  groupPanel,
  scriptModes,
  type ShellRegion,
} from '../../shell/shell-fixtures.ts';

/**
 * The bar's groups, by mouse and keyboard, with scripts and without: the
 * header is HTML, so everything but one thing holds either way (a group left
 * by Tab closes by the page script). Sets the file's viewport.
 */
export function dropdownTests(region: ShellRegion) {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const mode of scriptModes) {
    test.describe(mode.name, () => {
      test.use({ javaScriptEnabled: mode.javaScriptEnabled });

      test(`${region.id}: groups open one at a time; pressing again, Escape and a click outside close them`, async ({
        page,
      }) => {
        await page.goto(region.home);
        const nav = page.getByRole('navigation', { name: 'Main' });
        const it = groupControl(nav, 'IT Services');
        const recruitment = groupControl(nav, 'Recruitment Services');
        const websiteDesign = nav.getByRole('link', { name: 'Website Design' });
        const permanent = nav.getByRole('link', { name: 'Permanent Staffing' });

        await expect(websiteDesign).toBeHidden();
        await it.click();
        await expect(websiteDesign).toBeVisible();
        await expectOpen(it, true);
        await recruitment.click();
        await expect(permanent).toBeVisible();
        await expect(websiteDesign).toBeHidden();
        await expectOpen(it, false);
        await recruitment.click();
        await expect(permanent).toBeHidden();
        await expectOpen(recruitment, false);

        await it.click();
        await page.keyboard.press('Escape');
        await expect(websiteDesign).toBeHidden();
        await expect(it).toBeFocused();

        await it.click();
        await page.mouse.click(640, 700);
        await expect(websiteDesign).toBeHidden();
      });

      test(`${region.id}: the groups work by keyboard alone`, async ({ page }) => {
        await page.goto(region.home);
        const nav = page.getByRole('navigation', { name: 'Main' });
        const it = groupControl(nav, 'IT Services');

        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
        // Tab on until the IT Services group has focus (the skip link, the contact strip, the
        // brand, the country selector, Let's Talk and Home come first).
        for (let i = 0; i < 10 && !(await it.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press('Tab');
        await expect(it).toBeFocused();
        await page.keyboard.press('Enter');
        await expectOpen(it, true);
        await page.keyboard.press('Tab');
        await expect(nav.getByRole('link', { name: 'Website Development' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(it).toBeFocused();
        await expectOpen(it, false);

        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(nav.getByRole('link', { name: 'Website Design' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${region.prefix}/services/website-design$`));
        await expect(
          page.getByRole('heading', { level: 1, name: 'Website design that wins the first impression' }),
        ).toBeVisible();
        await expectOpen(groupControl(page.getByRole('navigation', { name: 'Main' }), 'IT Services'), false);
      });
    });
  }

  test(`${region.id}: tabbing out of an open group closes it (the page script)`, async ({ page }) => {
    await page.goto(region.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const know = groupControl(nav, 'Know Us More');
    await know.focus();
    await page.keyboard.press('Enter');
    await expect(groupPanel(know)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeFocused();
    await expectOpen(know, false);
  });

  test(`${region.id}: the skip link moves focus to the main content`, async ({ page }) => {
    await page.goto(region.home, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
}
