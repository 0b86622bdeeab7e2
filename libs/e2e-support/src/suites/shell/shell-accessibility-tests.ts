import { expect, test } from '@playwright/test';
import { groupControl, widths, type ShellRegion } from '../../shell/shell-fixtures.ts';
import { axeViolations } from '../../support/axe.ts';

// The shell (skip link, header, footer) on the region's home page, and the
// whole 404 page, which is all shell; menus both closed and open.
export function shellAccessibilityTests(region: ShellRegion) {
  for (const size of widths) {
    test.describe(`shell accessibility at ${size.width} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test(`${region.id}: axe finds no violations in the shell, menus closed and open`, async ({ page }) => {
        await page.goto(region.home, { waitUntil: 'networkidle' });
        expect(await axeViolations(page, ['header', 'footer', 'a[href="#main"]'])).toEqual([]);

        await page.goto(`${region.prefix}/no-such-page`, { waitUntil: 'networkidle' });
        expect(await axeViolations(page)).toEqual([]);

        if (size.name === 'phone') {
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          await groupControl(page.getByRole('dialog'), 'IT Services').click();
        } else {
          await groupControl(page.getByRole('navigation', { name: 'Main' }), 'IT Services').click();
        }
        expect(await axeViolations(page, ['header'])).toEqual([]);
      });
    });
  }

  test.describe('no horizontal scroll', () => {
    for (const width of [320, 375, 768, 1024, 1280, 1920]) {
      test(`at ${width} px, on the ${region.id} shell, with menus open`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        for (const path of [region.home, `${region.prefix}/no-such-page`]) {
          await page.goto(path, { waitUntil: 'networkidle' });
          const overflow = () =>
            page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(await overflow(), path).toBe(0);
          if (width < 768) {
            await page.getByRole('button', { name: 'Menu', exact: true }).click();
            await groupControl(page.getByRole('dialog'), 'Recruitment Services').click();
          } else {
            for (const name of ['Know Us More', /^Country/]) {
              await groupControl(page.getByRole('banner'), name).click();
              expect(await overflow(), `${path} with ${String(name)} open`).toBe(0);
            }
          }
          expect(await overflow(), `${path} with the menu open`).toBe(0);
        }
      });
    }
  });
}
