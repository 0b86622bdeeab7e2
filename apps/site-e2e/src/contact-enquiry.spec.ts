import { expect, test } from '@playwright/test';
import { storedSubmission } from './support/database.ts';
import { watchConsole } from './support/console-watch.ts';
import { nextAlert, waitLikeAPerson } from './forms/form-network.ts';

test('the India contact enquiry is stored and the server message is shown in an alert', async ({ page }) => {
  const consoleMessages = watchConsole(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByLabel('Phone').fill('9876543210');
  await form
    .getByLabel('Message')
    .fill('We need a new website and SEO for our clinic — “quoted” text & emoji 🙂');

  await waitLikeAPerson(page);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/query'));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  const alertText = await alert;
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id, message } = (await response.json()) as { id: string; message: string };
  expect(alertText).toBe(message);
  expect(message).toContain(id);

  for (const label of ['Name', 'Email', 'Phone', 'Message'])
    await expect(form.getByLabel(label)).toHaveValue('');
  const row = storedSubmission(id);
  // Token, honeypot and region arrived as agreed: a real lead, not flagged as spam.
  expect(row).toMatchObject({ form: 'contact', region: 'in', spam: 0, spam_reasons: '' });
  expect(JSON.parse(row!.body)).toEqual({
    username: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9876543210',
    message: 'We need a new website and SEO for our clinic — “quoted” text & emoji 🙂',
  });
  expect(consoleMessages).toEqual([]);
});

test('an empty required field blocks the submission and says why', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact/query')) posted = true;
  });
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByRole('button', { name: 'Submit details' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  expect(posted).toBe(false);
});
