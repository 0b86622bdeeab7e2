import { expect, test, type Page } from '@playwright/test';
import { noScriptFormTests, uniqueStamp, watchUrls, type NoScriptForm } from '@agency/e2e-support';

// The UK forms without JavaScript (the suite turns it off for this file).
const callback: NoScriptForm = {
  path: '/uk/',
  form: 'Request a callback',
  button: 'Request a Callback',
  sentTo: '/uk/enquiry-sent',
  requiredTextLabel: 'Message',
  fill: async (page: Page, email: string) => {
    const form = page.getByRole('form', { name: 'Request a callback' });
    await form.getByLabel('Name', { exact: true }).fill('Tom NoJS');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('07700 900123');
    await form.getByLabel('Message', { exact: true }).fill('Call me, no scripts here.');
    return ['Tom NoJS', '07700 900123', 'Call me, no scripts here.'];
  },
};

const projectEnquiry: NoScriptForm = {
  path: '/uk/ContactUs',
  form: 'Project enquiry',
  button: 'Submit details',
  sentTo: '/uk/enquiry-sent',
  requiredTextLabel: 'Message',
  fill: async (page: Page, email: string) => {
    const form = page.getByRole('form', { name: 'Project enquiry' });
    await form.getByLabel('Name', { exact: true }).fill('Tom NoJS');
    await form.getByLabel('Business name').fill('Hughes NoJS');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('07700 900124');
    await form.getByLabel('Project type').selectOption({ label: 'CRM Development' });
    await form.getByLabel('Message', { exact: true }).fill('A CRM, without scripts.');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    return ['Hughes NoJS', '07700 900124', 'A CRM, without scripts.'];
  },
};

noScriptFormTests([callback, projectEnquiry]);

test('a refused post lands on a page that says why and offers the way back, with no value in its URL', async ({
  page,
}) => {
  const urls = watchUrls(page);
  await page.goto('/uk/ContactUs');
  const form = page.getByRole('form', { name: 'Project enquiry' });
  // The browser checks `required`; a name of blank characters only passes it but not the API.
  await form.getByLabel('Name', { exact: true }).fill('\u200b\u200b');
  await form.getByLabel('Business name').fill('Blank Name Ltd');
  await form.getByLabel('Email', { exact: true }).fill(`nojs-blank-${uniqueStamp()}@example.com`);
  await form.getByLabel('Phone', { exact: true }).fill('07700 900125');
  await form.getByLabel('Project type').selectOption({ label: 'SEO' });
  await form.getByLabel('Message', { exact: true }).fill('My name is invisible.');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Submit details' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your enquiry was not sent: some fields need attention' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/uk/enquiry-not-sent/invalid-fields');
  expect(new URL(page.url()).searchParams.get('fields')).toBe('name');
  await expect(page.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute(
    'href',
    '/uk/ContactUs',
  );
  for (const value of ['Blank Name Ltd', 'invisible', '07700 900125'])
    expect(urls.filter((url) => url.includes(value))).toEqual([]);
});
