import { expect, test } from '@playwright/test';
import { serviceOptions } from '@agency/contract';
import {
  countPosts,
  failConnections,
  fillProposalRequired,
  holdRequests,
  isAnswerTo,
  nextAlert,
  openProposalForm,
  spoilBodies,
  storedSubmission,
  waitLikeAPerson,
  watchConsole,
} from '@agency/e2e-support';

const path = '/api/submit';

test('the Careers page offers the proposal form under its heading with the defaults of docs/requirements.md §3', async ({
  page,
}) => {
  const form = await openProposalForm(page, '/Careers');
  await expect(page.getByRole('heading', { level: 2, name: 'Experience Real Results' })).toBeVisible();
  await expect(form.getByLabel('Country code', { exact: true })).toHaveValue('+91');
  const services = form.getByRole('group', { name: 'Services you are interested in' });
  await expect(services.getByRole('checkbox')).toHaveCount(17);
  await expect(services.locator('legend')).toHaveText('Services you are interested in *');
});

test('a proposal is stored, alerted as a success and the form returns to its defaults', async ({ page }) => {
  const consoleMessages = watchConsole(page);
  const form = await fillProposalRequired(page, '/Careers');
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

test('the button is disabled while the request is under way', async ({ page }) => {
  const release = await holdRequests(page, path);
  const form = await fillProposalRequired(page, '/Careers');
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
  const form = await fillProposalRequired(page, '/Careers');
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
  const form = await fillProposalRequired(page, '/Careers');
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'SUBMIT FORM' }).click();
  expect(await alert).toBe('Something went wrong.');
  expect(logged.some((text) => text.includes('Proposal request failed'))).toBe(true);
  await expect(form.getByLabel('Last name', { exact: true })).toHaveValue('Verma');
});

test('an empty required field blocks the request, says why and takes the focus', async ({ page }) => {
  const posts = countPosts(page, path);
  const form = await fillProposalRequired(page, '/Careers');
  await form.getByLabel('Company', { exact: true }).fill('');
  await form.getByRole('button', { name: 'SUBMIT FORM' }).click();
  const company = form.getByLabel('Company', { exact: true });
  await expect(company).toBeFocused();
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription('Please enter your company name.');
  expect(posts()).toBe(0);
});
