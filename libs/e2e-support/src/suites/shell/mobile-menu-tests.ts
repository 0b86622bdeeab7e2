import { expect, test, type Page } from '@playwright/test';
import { expectOpen, groupControl, scriptModes, type ShellRegion } from '../../shell/shell-fixtures.ts';

/** Whether focus is on an element of the page behind the menu (the body itself is the browser's own controls). */
const focusBehindMenu = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !!active && active !== document.body && !active.closest('dialog');
  });

/**
 * The phone menu: overlay, focus kept inside, scroll lock, links and keyboard,
 * with scripts and without (a native modal dialog). Sets the file's viewport.
 */
export function mobileMenuTests(region: ShellRegion) {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const mode of scriptModes) {
    test.describe(mode.name, () => {
      test.use({ javaScriptEnabled: mode.javaScriptEnabled });

      test(`${region.id}: the mobile menu opens over an overlay, keeps focus, locks the page and closes`, async ({
        page,
      }) => {
        await page.goto(region.home);
        const toggle = page.getByRole('button', { name: 'Menu', exact: true });
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        await expect(menu).toBeHidden();

        await toggle.click();
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
        // The page behind does not scroll.
        await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await page.keyboard.press('Shift+Tab');
        if (mode.javaScriptEnabled) {
          // Shift+Tab from the first control wraps to the last one inside the menu.
          await expect(menu.getByRole('link', { name: "Let's Talk" })).toBeFocused();
        } else {
          // The page behind is inert: focus goes to the browser's own controls, never to it.
          expect(await focusBehindMenu(page)).toBe(false);
          await page.keyboard.press('Tab');
          expect(await focusBehindMenu(page)).toBe(false);
        }

        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
        await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

        // The overlay: a tap beside the panel closes the menu.
        await toggle.click();
        await expect(menu).toBeVisible();
        await page.mouse.click(10, 400);
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();

        await toggle.click();
        await menu.getByRole('button', { name: 'Close menu' }).click();
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
      });

      test(`${region.id}: choosing a link in the mobile menu goes there and closes the menu`, async ({
        page,
      }) => {
        await page.goto(region.home);
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await groupControl(menu, 'Know Us More').click();
        await menu.getByRole('link', { name: 'Who we are' }).click();
        await expect(page).toHaveURL(new RegExp(`${region.prefix}/about/Who-are$`));
        await expect(menu).toBeHidden();
        await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
        await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
      });

      test(`${region.id}: the mobile menu works by keyboard alone`, async ({ page }) => {
        await page.goto(region.home);
        const toggle = page.getByRole('button', { name: 'Menu', exact: true });
        for (let i = 0; i < 8 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press('Tab');
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        const it = groupControl(menu, 'IT Services');
        await expectOpen(it, true);
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: 'Website Development' })).toBeFocused();
        if (mode.javaScriptEnabled) {
          // Escape closes the group first (the page script), then the menu.
          await page.keyboard.press('Escape');
          await expectOpen(it, false);
          await expect(it).toBeFocused();
        }
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
      });
    });
  }
}
