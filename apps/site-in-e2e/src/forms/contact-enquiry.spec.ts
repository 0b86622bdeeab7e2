import { expect, test, type Page } from '@playwright/test';
import { failConnections, holdRequests, isAnswerTo, nextAlert, spoilBodies } from '@agency/e2e-support';

// The success path and validation of this form are in ../contact-enquiry.spec.ts.
const path = '/api/contact/query';

async function fill(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name', { exact: true }).fill('Asha Verma');
  await form.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('9876543210');
  await form.getByLabel('Message', { exact: true }).fill('A new website, please.');
  return form;
}

test("a refusal alerts 'Something went wrong. Please try again.' and keeps the fields", async ({ page }) => {
  await spoilBodies(page, path);
  const form = await fill(page);
  const answer = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  expect(await alert).toBe('Something went wrong. Please try again.');
  expect((await answer).status()).toBe(400);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Asha Verma');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('A new website, please.');
});

test('a network failure alerts the same text, logs it and keeps the fields', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await failConnections(page, path);
  const form = await fill(page);
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  expect(await alert).toBe('Something went wrong. Please try again.');
  expect(logged.some((text) => text.includes('Contact enquiry failed'))).toBe(true);
  await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('9876543210');
});

test('the button is disabled and says it is sending while the request is under way', async ({ page }) => {
  const release = await holdRequests(page, path);
  const form = await fill(page);
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  expect(await alert).toMatch(/^Thank you! .* Your reference is [\w-]+\.$/);
  await expect(form.getByRole('button', { name: 'Submit details' })).toBeEnabled();
});
