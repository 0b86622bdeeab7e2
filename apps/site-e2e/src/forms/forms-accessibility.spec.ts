import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every page with a form, checked as it loads and with every form showing its errors.
const pages = [
  { path: '/', forms: [{ name: 'Contact enquiry', submit: 'Submit details' }] },
  {
    path: '/uk/',
    forms: [
      { name: 'Request a callback', submit: 'Request a Callback' },
      { name: 'Project enquiry', submit: 'Submit details' },
    ],
  },
  { path: '/Careers', forms: [{ name: 'Proposal request', submit: 'SUBMIT FORM' }] },
  { path: '/uk/Careers', forms: [{ name: 'Proposal request', submit: 'SUBMIT FORM' }] },
];

for (const { path, forms } of pages) {
  test(`${path}: the forms have no axe violations, before and after failed validation`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    const before = await new AxeBuilder({ page }).include('form').analyze();
    expect(before.violations).toEqual([]);
    for (const { name, submit } of forms) {
      const form = page.getByRole('form', { name });
      await form.getByRole('button', { name: submit }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    }
    const after = await new AxeBuilder({ page }).include('form').analyze();
    expect(after.violations).toEqual([]);
  });
}
