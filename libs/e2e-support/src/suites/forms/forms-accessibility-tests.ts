import { expect, test } from '@playwright/test';
import { axeViolations } from '../../support/axe.ts';

export interface PageWithForms {
  path: string;
  /** Each form's accessible name and the name of its send button. */
  forms: { name: string; submit: string }[];
}

/** A page with forms, checked by axe as it loads and with every form showing its errors. */
export function formsAccessibilityTests({ path, forms }: PageWithForms) {
  test(`${path}: the forms have no axe violations, before and after failed validation`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await axeViolations(page, ['form'])).toEqual([]);
    for (const { name, submit } of forms) {
      const form = page.getByRole('form', { name });
      await form.getByRole('button', { name: submit }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    }
    expect(await axeViolations(page, ['form'])).toEqual([]);
  });
}
