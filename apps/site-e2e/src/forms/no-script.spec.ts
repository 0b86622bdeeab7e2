import { expect, test, type Page } from '@playwright/test';
import { storedSubmissionsFor } from '../support/database.ts';

// Visitors without JavaScript (or whose scripts never arrive): every sending
// form is a real form the browser posts itself. The lead is stored, the
// visitor lands on a page that says so, and nothing typed is in any URL.
test.use({ javaScriptEnabled: false });

/** Every URL the browser requested, to look for what was typed. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const forms = [
  {
    path: '/',
    form: 'Contact enquiry',
    button: 'Submit details',
    sentTo: '/enquiry-sent',
    fill: async (page: Page, email: string) => {
      const form = page.getByRole('form', { name: 'Contact enquiry' });
      await form.getByLabel('Name', { exact: true }).fill('Asha NoJS');
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByLabel('Phone', { exact: true }).fill('9876543210');
      await form.getByLabel('Message', { exact: true }).fill('Sent without scripts.');
      return ['Asha NoJS', '9876543210', 'Sent without scripts.'];
    },
  },
  {
    path: '/uk/',
    form: 'Request a callback',
    button: 'Request a Callback',
    sentTo: '/uk/enquiry-sent',
    fill: async (page: Page, email: string) => {
      const form = page.getByRole('form', { name: 'Request a callback' });
      await form.getByLabel('Name', { exact: true }).fill('Tom NoJS');
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByLabel('Phone', { exact: true }).fill('07700 900123');
      await form.getByLabel('Message', { exact: true }).fill('Call me, no scripts here.');
      return ['Tom NoJS', '07700 900123', 'Call me, no scripts here.'];
    },
  },
  {
    path: '/uk/ContactUs',
    form: 'Project enquiry',
    button: 'Submit details',
    sentTo: '/uk/enquiry-sent',
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
  },
  {
    path: '/Careers',
    form: 'Proposal request',
    button: 'SUBMIT FORM',
    sentTo: '/enquiry-sent',
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
  },
] as const;

for (const { path, form, button, sentTo, fill } of forms) {
  test(`${path}: the ${form} form works without JavaScript`, async ({ page }) => {
    const urls = watchUrls(page);
    const email = `nojs-${stamp()}@example.com`;
    await page.goto(path);
    const typed = await fill(page, email);
    await page.getByRole('form', { name: form }).getByRole('button', { name: button }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you: we have your enquiry' }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(sentTo);
    const [lead, ...more] = storedSubmissionsFor(email);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ spam: 0, spam_reasons: '', notificationQueued: true });
    for (const value of typed) expect(lead!.body).toContain(value);
    for (const value of [...typed, email]) expect(urls.filter((url) => url.includes(value))).toEqual([]);
  });
}

test('a proposal without JavaScript sends its services and consent as the JSON call would', async ({
  page,
}) => {
  const email = `nojs-services-${stamp()}@example.com`;
  await page.goto('/Careers');
  await forms[3].fill(page, email);
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

test('a refused post lands on a page that says why and offers the way back, with no value in its URL', async ({
  page,
}) => {
  const urls = watchUrls(page);
  await page.goto('/uk/ContactUs');
  const form = page.getByRole('form', { name: 'Project enquiry' });
  // The browser checks `required`; a name of blank characters only passes it but not the API.
  await form.getByLabel('Name', { exact: true }).fill('\u200b\u200b');
  await form.getByLabel('Business name').fill('Blank Name Ltd');
  await form.getByLabel('Email', { exact: true }).fill(`nojs-blank-${stamp()}@example.com`);
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
