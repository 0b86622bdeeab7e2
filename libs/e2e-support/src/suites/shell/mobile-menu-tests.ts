import { expect, test } from '@playwright/test';
import type { ShellRegion } from '../../shell/shell-fixtures.ts';

/** The phone menu: overlay, focus trap, scroll lock, links and keyboard. Sets the file's viewport. */
export function mobileMenuTests(region: ShellRegion) {
  test.use({ viewport: { width: 375, height: 740 } });

  test(`${region.id}: the mobile menu opens over an overlay, traps focus, locks the page and closes`, async ({
    page,
  }) => {
    await page.goto(region.home, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // The page behind does not scroll.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Shift+Tab from the first control wraps to the last one inside the menu.
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: "Let's Talk" })).toBeFocused();

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
    await page.goto(region.home, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Know Us More' }).click();
    await menu.getByRole('link', { name: 'Who we are' }).click();
    await expect(page).toHaveURL(new RegExp(`${region.prefix}/about/Who-are$`));
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test(`${region.id}: the mobile menu works by keyboard alone`, async ({ page }) => {
    await page.goto(region.home, { waitUntil: 'networkidle' });
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
    await expect(menu.getByRole('button', { name: 'IT Services' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Website Development' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('button', { name: 'IT Services' })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
}
