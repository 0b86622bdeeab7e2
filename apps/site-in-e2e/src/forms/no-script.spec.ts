import { expect, test, type Page } from '@playwright/test';
import { noScriptFormTests, storedSubmissionsFor, uniqueStamp, type NoScriptForm } from '@agency/e2e-support';

// The India forms without JavaScript (the suite turns it off for this file).
const contact: NoScriptForm = {
  path: '/',
  form: 'Contact enquiry',
  button: 'Submit details',
  sentTo: '/enquiry-sent',
  requiredTextLabel: 'Message',
  fill: async (page: Page, email: string) => {
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Name', { exact: true }).fill('Asha NoJS');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('9876543210');
    await form.getByLabel('Message', { exact: true }).fill('Sent without scripts.');
    return ['Asha NoJS', '9876543210', 'Sent without scripts.'];
  },
};

const proposal: NoScriptForm = {
  path: '/Careers',
  form: 'Proposal request',
  button: 'SUBMIT FORM',
  sentTo: '/enquiry-sent',
  requiredTextLabel: 'Company',
  fill: async (page: Page, email: string) => {
    const form = page.getByRole('form', { name: 'Proposal request' });
    await form.getByLabel('First name').fill('Asha');
    await form.getByLabel('Last name').fill('NoJS');
    await form.getByLabel('Company', { exact: true }).fill('NoJS Clinics');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('9876543211');
    await form.getByLabel('Company size').selectOption('11-50');
    await form.getByRole('checkbox', { name: 'SEO', exact: true }).check();
    await form.getByRole('checkbox', { name: 'PPC', exact: true }).check();
    return ['NoJS Clinics', '9876543211'];
  },
};

noScriptFormTests([contact, proposal]);

test('a proposal without JavaScript sends its services and consent as the JSON call would', async ({
  page,
}) => {
  const email = `nojs-services-${uniqueStamp()}@example.com`;
  await page.goto('/Careers');
  await proposal.fill(page, email);
  await page
    .getByRole('form', { name: 'Proposal request' })
    .getByRole('checkbox', { name: /I agree that you may contact me/ })
    .check();
  await page
    .getByRole('form', { name: 'Proposal request' })
    .getByRole('button', { name: 'SUBMIT FORM' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you: we have your enquiry' }),
  ).toBeVisible();
  const [lead] = storedSubmissionsFor(email);
  expect(JSON.parse(lead!.body)).toMatchObject({ services: ['SEO', 'PPC'], consent: true, phoneCode: '+91' });
});
