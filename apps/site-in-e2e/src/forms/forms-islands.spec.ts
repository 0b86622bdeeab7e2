import { expect, test, type Page } from '@playwright/test';
import {
  holdRequests,
  isAnswerTo,
  nextAlert,
  sentASecondAfterTests,
  storedSubmissionsFor,
} from '@agency/e2e-support';

// The sending forms are islands: each is its HTML, a form the visitor types into
// as into any other, until it is sent; then its code (React, react-hook-form, zod,
// TanStack Query) runs, and the form checks and sends what was typed.

test('/: the contact form runs no code while the visitor moves to it and types, and sends once sent', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const island = page.locator('agency-island[data-island="contact-enquiry-form"]');
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.scrollIntoViewIfNeeded();
  await typeLikeAPerson(page, 'Name', 'Asha Verma');
  await typeLikeAPerson(page, 'Email', 'asha@example.com');
  await typeLikeAPerson(page, 'Phone', '9876543210');
  await typeLikeAPerson(page, 'Message', 'Typed into plain HTML.');
  await expect(island).not.toHaveAttribute('data-island-state');
  const answer = page.waitForResponse(isAnswerTo('/api/contact/query'));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  expect((await answer).status()).toBe(201);
  expect(await alert).toMatch(/^Thank you! /);
});

/** Types as a person does, a key at a time. */
async function typeLikeAPerson(page: Page, label: string, text: string) {
  await page
    .getByRole('form', { name: 'Contact enquiry' })
    .getByLabel(label, { exact: true })
    .pressSequentially(text, { delay: 40 });
}

test('a form filled and sent while its code is still on its way is sent once it arrives: a real lead, notified', async ({
  page,
}) => {
  // The page's own script runs; the form's code arrives 6 s after the page, and after the visitor pressed send.
  const release = await holdRequests(page, '/assets/contact-enquiry-island-*.js');
  const arrives = Date.now() + 6_000;
  const email = `slow-code-${Date.now()}@example.com`;
  await page.goto('/ContactUs', { waitUntil: 'domcontentloaded' });
  await typeLikeAPerson(page, 'Name', 'Asha Verma');
  await typeLikeAPerson(page, 'Email', email);
  await typeLikeAPerson(page, 'Phone', '9876543210');
  await typeLikeAPerson(page, 'Message', 'Sent before the code came.');
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await expect(page.locator('agency-island[data-island="contact-enquiry-form"]')).not.toHaveAttribute(
    'data-island-state',
    'hydrated',
  );
  const answer = page.waitForResponse(isAnswerTo('/api/contact/query'), { timeout: 20_000 });
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  expect(new URL(page.url()).search).toBe('');
  await page.waitForTimeout(Math.max(500, arrives - Date.now()));
  release();
  expect((await answer).status()).toBe(201);
  expect(await alert).toMatch(/^Thank you! /);
  expect(storedSubmissionsFor(email)).toEqual([
    expect.objectContaining({ spam: 0, spam_reasons: '', notificationQueued: true }),
  ]);
});

test('a form sent while every script is still on its way is posted by the browser: a real lead, notified', async ({
  page,
}) => {
  // No script arrives for 6 s, and the visitor presses send before: the browser sends the form itself.
  const release = await holdRequests(page, '/assets/*.js');
  const email = `slow-scripts-${Date.now()}@example.com`;
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/ContactUs', { waitUntil: 'commit' });
  await typeLikeAPerson(page, 'Name', 'Asha Verma');
  await typeLikeAPerson(page, 'Email', email);
  await typeLikeAPerson(page, 'Phone', '9876543210');
  await typeLikeAPerson(page, 'Message', 'Sent before any script came.');
  await page
    .getByRole('form', { name: 'Contact enquiry' })
    .getByRole('button', { name: 'Submit details' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you: we have your enquiry' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/enquiry-sent');
  release();
  expect(urls.filter((url) => url.includes(encodeURIComponent(email)) || url.includes('Asha'))).toEqual([]);
  expect(storedSubmissionsFor(email)).toEqual([
    expect.objectContaining({ spam: 0, spam_reasons: '', notificationQueued: true }),
  ]);
});

sentASecondAfterTests({
  path: '/ContactUs',
  form: 'Contact enquiry',
  button: 'Submit details',
  fields: { Name: 'Asha Verma', Phone: '9876543210', Message: 'Quick one.' },
});
