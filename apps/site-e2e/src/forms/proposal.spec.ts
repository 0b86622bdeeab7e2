import { expect, test, type Page } from '@playwright/test';
import { serviceOptions } from '@agency/contract';
import { watchConsole } from '../support/console-watch.ts';
import { storedSubmission } from '../support/database.ts';
import {
  countPosts,
  failConnections,
  holdRequests,
  isAnswerTo,
  spoilBodies,
  nextAlert,
  waitLikeAPerson,
} from './form-network.ts';

const path = '/api/submit';

async function openForm(page: Page, careersPath: string) {
  await page.goto(careersPath, { waitUntil: 'networkidle' });
  return page.getByRole('form', { name: 'Proposal request' });
}

async function fillRequired(page: Page, careersPath = '/Careers') {
  const form = await openForm(page, careersPath);
  await form.getByLabel('First name', { exact: true }).fill('Asha');
  await form.getByLabel('Last name', { exact: true }).fill('Verma');
  await form.getByLabel('Company', { exact: true }).fill('Verma Clinics');
  await form.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await form.getByLabel('Company size', { exact: true }).selectOption('51-200');
  return form;
}

test('the Careers page offers the proposal form under its heading with the spec defaults', async ({
  page,
}) => {
  const form = await openForm(page, '/Careers');
  await expect(page.getByRole('heading', { level: 2, name: 'Experience Real Results' })).toBeVisible();
  await expect(form.getByLabel('Country code', { exact: true })).toHaveValue('+91');
  const services = form.getByRole('group', { name: 'Services you are interested in' });
  await expect(services.getByRole('checkbox')).toHaveCount(17);
  await expect(services.locator('legend')).toHaveText('Services you are interested in *');
});

test('a proposal is stored, alerted as a success and the form returns to its defaults', async ({ page }) => {
  const consoleMessages = watchConsole(page);
  const form = await fillRequired(page);
  await form.getByLabel('Website (optional)', { exact: true }).fill('https://verma.example');
  await form.getByLabel('Country code', { exact: true }).selectOption('+44');
  await form.getByLabel('How did you hear about us? (optional)', { exact: true }).fill('A friend');
  const services = form.getByRole('group', { name: 'Services you are interested in' });
  await services.getByRole('checkbox', { name: 'Local SEO' }).check();
  await services.getByRole('checkbox', { name: 'Reputation / Reviews' }).check();
  await form
    .getByLabel('Tell us about your business (optional)', { exact: true })
    .fill('Three clinics in Noida.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await waitLikeAPerson(page);

  const answer = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'SUBMIT FORM' }).click();
  expect(await alert).toBe('Form submitted successfully!');
  const response = await answer;
  expect(response.status()).toBe(201);

  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Country code', { exact: true })).toHaveValue('+91');
  await expect(form.getByLabel('Company size', { exact: true })).toHaveValue('');
  for (const service of serviceOptions)
    await expect(services.getByRole('checkbox', { name: service, exact: true })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();

  const { id } = (await response.json()) as { id: string };
  const row = storedSubmission(id);
  expect(row).toMatchObject({ form: 'proposal', region: 'in', consent: 1, spam: 0, spam_reasons: '' });
  expect(JSON.parse(row!.body)).toEqual({
    firstName: 'Asha',
    lastName: 'Verma',
    company: 'Verma Clinics',
    website: 'https://verma.example',
    email: 'asha@example.com',
    phoneCode: '+44',
    phone: '98765 43210',
    companySize: '51-200',
    heardFrom: 'A friend',
    services: ['Reputation / Reviews', 'Local SEO'],
    businessDetails: 'Three clinics in Noida.',
    consent: true,
  });
  expect(consoleMessages).toEqual([]);
});

test('the UK Careers page stores its proposal as a UK one, with no service chosen', async ({ page }) => {
  const form = await fillRequired(page, '/uk/Careers');
  const answer = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'SUBMIT FORM' }).click();
  expect(await alert).toBe('Form submitted successfully!');
  const { id } = (await (await answer).json()) as { id: string };
  const row = storedSubmission(id);
  expect(row).toMatchObject({ form: 'proposal', region: 'uk' });
  expect(JSON.parse(row!.body)).toMatchObject({ services: [], consent: false, phoneCode: '+91' });
});

test('the button is disabled while the request is under way', async ({ page }) => {
  const release = await holdRequests(page, path);
  const form = await fillRequired(page);
  const button = form.getByRole('button', { name: 'SUBMIT FORM' });
  const alert = nextAlert(page);
  await button.click();
  await expect(button).toBeDisabled();
  release();
  expect(await alert).toBe('Form submitted successfully!');
  await expect(button).toBeEnabled();
});

test("a refusal alerts 'Failed to submit form.' and keeps the values", async ({ page }) => {
  await spoilBodies(page, path);
  const form = await fillRequired(page);
  const answer = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'SUBMIT FORM' }).click();
  expect(await alert).toBe('Failed to submit form.');
  expect((await answer).status()).toBe(400);
  await expect(form.getByLabel('Company', { exact: true })).toHaveValue('Verma Clinics');
  await expect(form.getByLabel('Company size', { exact: true })).toHaveValue('51-200');
});

test("a network failure alerts 'Something went wrong.', logs it and keeps the values", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await failConnections(page, path);
  const form = await fillRequired(page);
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'SUBMIT FORM' }).click();
  expect(await alert).toBe('Something went wrong.');
  expect(logged.some((text) => text.includes('Proposal request failed'))).toBe(true);
  await expect(form.getByLabel('Last name', { exact: true })).toHaveValue('Verma');
});

test('an empty required field blocks the request, says why and takes the focus', async ({ page }) => {
  const posts = countPosts(page, path);
  const form = await fillRequired(page);
  await form.getByLabel('Company', { exact: true }).fill('');
  await form.getByRole('button', { name: 'SUBMIT FORM' }).click();
  const company = form.getByLabel('Company', { exact: true });
  await expect(company).toBeFocused();
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription('Please enter your company name.');
  expect(posts()).toBe(0);
});
