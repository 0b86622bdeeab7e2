import { expect, test } from '@playwright/test';
import { widths } from '@agency/e2e-support';

// The scrolled header style is the UK tree's alone (site-uk-e2e's uk-scroll.spec.ts).
for (const size of widths) {
  test.describe(`India header at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the India header has no scrolled style', async ({ page }) => {
      await page.goto('/no-such-page', { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, 200));
      await expect(page.getByRole('banner')).toHaveCSS('box-shadow', 'none');
      await expect(page.getByRole('banner')).toHaveCSS('position', 'relative');
    });
  });
}
