import { expect, test } from '@playwright/test';
import { jobPositions } from '@agency/contract';

/** The Careers page's job application form: says how to apply by email, and sends nothing. */
export function jobApplicationTests(careers: string) {
  test(`${careers}: the job application form says how to apply and sends nothing`, async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(careers, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Job application' });
    await expect(
      form.getByText(/This form is not sent from the website\. To apply, email your CV to/),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(form.getByRole('button')).toHaveCount(0);
    const positions = form.getByRole('group', { name: 'Desired position' }).getByRole('radio');
    await expect(positions).toHaveCount(jobPositions.length);
    await expect(form.getByLabel('Country', { exact: true }).locator('option')).toHaveText(['India']);

    await form.getByLabel('First name', { exact: true }).fill('Ravi');
    await form.getByRole('radio', { name: 'Web Development' }).check();
    await form.getByLabel('Available start date', { exact: true }).fill('2027-01-04');
    await form.getByLabel('First name', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${careers}$`));
    await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Ravi');
    expect(posts).toEqual([]);
  });
}
