import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../support/console-watch.ts';
import { storedSubmission } from '../support/database.ts';
import {
  answerBare,
  countPosts,
  failConnections,
  holdRequests,
  isAnswerTo,
  spoilBodies,
  waitLikeAPerson,
} from './form-network.ts';

const path = '/api/Ukfrom/Ukcontact';
const consentName = /I agree that you may store these details/;

async function openForm(page: Page) {
  await page.goto('/uk/', { waitUntil: 'networkidle' });
  return page.getByRole('form', { name: 'Project enquiry' });
}

async function fill(page: Page) {
  const form = await openForm(page);
  await form.getByLabel('Name', { exact: true }).fill('Tom Hughes');
  await form.getByLabel('Business name', { exact: true }).fill('Hughes & Co');
  await form.getByLabel('Email', { exact: true }).fill('tom@example.co.uk');
  await form.getByLabel('Phone', { exact: true }).fill('+44 7700 900123');
  await form.getByLabel('Project type', { exact: true }).selectOption('Recruitment Service');
  await form.getByLabel('Message', { exact: true }).fill('Two hires and a new careers page.');
  await form.getByLabel('How did you hear about us? (optional)', { exact: true }).selectOption('LinkedIn');
  await form.getByRole('checkbox', { name: consentName }).check();
  return form;
}

test('a UK project enquiry is stored with the mapped project type, thanked and cleared', async ({ page }) => {
  const consoleMessages = watchConsole(page);
  const form = await fill(page);
  await waitLikeAPerson(page);
  const answer = page.waitForResponse(isAnswerTo(path));
  await form.getByRole('button', { name: 'Submit details' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText('Thank you! We’ll be in touch.');
  for (const label of ['Name', 'Business name', 'Email', 'Phone', 'Project type', 'Message'])
    await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: consentName })).not.toBeChecked();

  const { id } = (await response.json()) as { id: string };
  const row = storedSubmission(id);
  expect(row).toMatchObject({ form: 'uk-enquiry', region: 'uk', consent: 1, spam: 0, spam_reasons: '' });
  expect(JSON.parse(row!.body)).toEqual({
    name: 'Tom Hughes',
    business: 'Hughes & Co',
    email: 'tom@example.co.uk',
    phone: '+44 7700 900123',
    projectType: 'Web Development',
    message: 'Two hires and a new careers page.',
    heardFrom: 'LinkedIn',
    consent: true,
  });
  expect(consoleMessages).toEqual([]);
});

test("shows 'Submitting…' on a disabled button while the request is under way", async ({ page }) => {
  const release = await holdRequests(page, path);
  const form = await fill(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  await expect(form.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  release();
  await expect(form.getByRole('status')).toHaveText('Thank you! We’ll be in touch.');
  await expect(form.getByRole('button', { name: 'Submit details' })).toBeEnabled();
});

test("a refusal shows the server's message and keeps the values", async ({ page }) => {
  await spoilBodies(page, path);
  const form = await fill(page);
  const answer = page.waitForResponse(isAnswerTo(path));
  await form.getByRole('button', { name: 'Submit details' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  const { message } = (await response.json()) as { message: string };
  await expect(form.getByRole('status')).toHaveText(message);
  await expect(form.getByLabel('Business name', { exact: true })).toHaveValue('Hughes & Co');
  await expect(form.getByRole('checkbox', { name: consentName })).toBeChecked();
});

test("an error answer without a message shows 'Failed to submit form'", async ({ page }) => {
  await answerBare(page, path, 500);
  const form = await fill(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  await expect(form.getByRole('status')).toHaveText('Failed to submit form');
});

test("a network failure shows the browser's message and keeps the values", async ({ page }) => {
  await failConnections(page, path);
  const form = await fill(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  await expect(form.getByRole('status')).toHaveText('Failed to fetch');
  // Each option's value is the project type it maps onto: the label the visitor chose is still chosen.
  await expect(form.getByLabel('Project type', { exact: true }).locator('option:checked')).toHaveText(
    'Recruitment Service',
  );
});

test('the consent box is required: unticked, nothing is sent and it takes the focus', async ({ page }) => {
  const posts = countPosts(page, path);
  const form = await fill(page);
  const consent = form.getByRole('checkbox', { name: consentName });
  await consent.uncheck();
  await form.getByRole('button', { name: 'Submit details' }).click();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription('Please tick the box so that we may contact you.');
  expect(posts()).toBe(0);
});
