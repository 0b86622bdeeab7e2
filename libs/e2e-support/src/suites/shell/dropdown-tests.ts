import { expect, test } from '@playwright/test';
import { holdRequests } from '../../forms/form-network.ts';
import type { ShellRegion } from '../../shell/shell-fixtures.ts';
import { islandRuntimePath, runtimeFetched } from '../../support/island-runtime.ts';

/** The desktop menu's groups, by mouse, keyboard, before hydration and without scripts. Sets the file's viewport. */
export function dropdownTests(region: ShellRegion) {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(`${region.id}: dropdowns open one at a time; click again, Escape and a click outside close`, async ({
    page,
  }) => {
    const runtime = runtimeFetched(page);
    await page.goto(region.home, { waitUntil: 'networkidle' });
    await runtime;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const it = nav.getByRole('button', { name: 'IT Services' });
    const recruitment = nav.getByRole('button', { name: 'Recruitment Services' });
    const websiteDesign = nav.getByRole('link', { name: 'Website Design' });
    const permanent = nav.getByRole('link', { name: 'Permanent Staffing' });

    await expect(websiteDesign).toBeHidden();
    await it.click();
    await expect(websiteDesign).toBeVisible();
    await recruitment.click();
    await expect(permanent).toBeVisible();
    await expect(websiteDesign).toBeHidden();
    await expect(it).toHaveAttribute('aria-expanded', 'false');
    await recruitment.click();
    await expect(permanent).toBeHidden();
    await expect(recruitment).toHaveAttribute('aria-expanded', 'false');

    await it.click();
    await page.keyboard.press('Escape');
    await expect(websiteDesign).toBeHidden();
    await expect(it).toBeFocused();

    await it.click();
    await page.mouse.click(640, 700);
    await expect(websiteDesign).toBeHidden();
  });

  test(`${region.id}: the menu works by keyboard alone`, async ({ page }) => {
    const runtime = runtimeFetched(page);
    await page.goto(region.home, { waitUntil: 'networkidle' });
    await runtime;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const it = nav.getByRole('button', { name: 'IT Services' });

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    // Tab on until the IT Services group has focus (skip link, contact strip, brand, Home come first).
    for (let i = 0; i < 10 && !(await it.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(it).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(it).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Website Development' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(it).toBeFocused();
    await expect(it).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Website Design' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${region.prefix}/services/website-design$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Website design that wins the first impression' }),
    ).toBeVisible();
    await expect(it).toHaveAttribute('aria-expanded', 'false');

    // Tabbing out of an open group closes it.
    const know = nav.getByRole('button', { name: 'Know Us More' });
    await know.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeFocused();
    await expect(know).toHaveAttribute('aria-expanded', 'false');
  });

  test(`${region.id}: a group pressed before the header's script arrives opens at once, and the last pressed stays open`, async ({
    page,
  }) => {
    // The page's own script runs; the header's code is slow to arrive.
    const release = await holdRequests(page, '/assets/header-island-*.js');
    await page.goto(region.home, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const it = nav.getByRole('button', { name: 'IT Services' });
    const recruitment = nav.getByRole('button', { name: 'Recruitment Services' });
    await it.click();
    // Without its script the group opens by itself (the no-script fallback).
    await expect(nav.getByRole('link', { name: 'Website Design' })).toBeVisible();
    await recruitment.click();
    await expect(nav.getByRole('link', { name: 'Permanent Staffing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Website Design' })).toBeHidden();

    release();
    await expect(page.locator('agency-island[data-island="header"]')).toHaveAttribute(
      'data-island-state',
      'hydrated',
    );
    // The last press is the one that counts.
    await expect(nav.getByRole('link', { name: 'Permanent Staffing' })).toBeVisible();
    await expect(recruitment).toHaveAttribute('aria-expanded', 'true');
    await expect(it).toHaveAttribute('aria-expanded', 'false');
  });

  test(`${region.id}: a group opened by keyboard before the page's own script arrives is open once it has`, async ({
    page,
  }) => {
    // The island runtime, which the page imports once it has loaded and been painted, is slow to arrive.
    const release = await holdRequests(page, '/assets/index-*.js');
    const asked = page.waitForRequest((request) => islandRuntimePath.test(new URL(request.url()).pathname));
    await page.goto(region.home, { waitUntil: 'domcontentloaded' });
    await asked;
    const nav = page.getByRole('navigation', { name: 'Main' });
    const it = nav.getByRole('button', { name: 'IT Services' });
    await it.focus();
    await page.keyboard.press('Enter');
    // The no-script fallback shows the group meanwhile.
    await expect(nav.getByRole('link', { name: 'Website Design' })).toBeVisible();
    const header = page.locator('agency-island[data-island="header"]');
    await expect(header).not.toHaveAttribute('data-island-state');

    release();
    await expect(header).toHaveAttribute('data-island-state', 'hydrated');
    // The press the page's inline script held counts: the menu script opened the group.
    await expect(it).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Website Design' })).toBeVisible();
  });

  test(`${region.id}: without scripts, the groups still open and their links are plain links`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(region.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Know Us More' }).focus();
    const whoWeAre = nav.getByRole('link', { name: 'Who we are' });
    await expect(whoWeAre).toBeVisible();
    await whoWeAre.click();
    await expect(page).toHaveURL(new RegExp(`${region.prefix}/about/Who-are$`));
    await context.close();
  });

  test(`${region.id}: the skip link moves focus to the main content`, async ({ page }) => {
    await page.goto(region.home, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
}
