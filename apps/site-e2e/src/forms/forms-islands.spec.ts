import { expect, test, type Page } from '@playwright/test';
import { storedSubmissionsFor } from '../support/database.ts';
import { holdRequests, isAnswerTo, nextAlert } from './form-network.ts';

// The sending forms are islands: their code (React, react-hook-form, zod,
// TanStack Query) loads when a visitor comes near a form or uses it, never
// with a page whose forms are far below. Until then the form is its HTML.

function watchScripts(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return {
    island: (name: string) => paths.filter((path) => path.includes(`/${name}-island-`)).length,
  };
}

test('/: the contact form far below loads its code only when the visitor scrolls near it', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await expect(form.getByRole('button', { name: 'Submit details' })).toBeAttached();
  expect(scripts.island('contact-enquiry')).toBe(0);

  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.island('contact-enquiry')).toBe(1);
  await expect(page.locator('agency-island[data-island="contact-enquiry-form"]')).toHaveAttribute(
    'data-island-state',
    'hydrated',
  );
});

test('/uk/: the callback form in the first screen loads its code with the page', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/uk/');
  await expect.poll(() => scripts.island('uk-callback')).toBe(1);
  // The project enquiry at the foot of the page has not loaded.
  await page.waitForLoadState('networkidle');
  expect(scripts.island('uk-project-enquiry')).toBe(0);
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
  // The page's own script runs; the form's code arrives only after the visitor pressed send.
  const release = await holdRequests(page, '/assets/contact-enquiry-island-*.js');
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
  await page.waitForTimeout(500);
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
  // No script has arrived when the visitor presses send: the browser sends the form itself.
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

for (const { path, form, button, fields } of [
  {
    path: '/ContactUs',
    form: 'Contact enquiry',
    button: 'Submit details',
    fields: { Name: 'Asha Verma', Phone: '9876543210', Message: 'Quick one.' },
  },
  {
    path: '/uk/',
    form: 'Request a callback',
    button: 'Request a Callback',
    fields: { Name: 'Tom Hughes', Phone: '07700 900123', Message: 'Quick one.' },
  },
]) {
  test(`${path}: the ${form} form sent a second after it appears is a real lead, notified`, async ({
    page,
  }) => {
    const email = `one-second-${form.replaceAll(' ', '-')}-${Date.now()}@example.com`;
    await page.goto(path, { waitUntil: 'commit' });
    const fieldset = page.getByRole('form', { name: form });
    await fieldset.getByLabel('Name', { exact: true }).waitFor();
    const appeared = Date.now();
    for (const [label, value] of Object.entries(fields))
      await fieldset.getByLabel(label, { exact: true }).fill(value);
    await fieldset.getByLabel('Email', { exact: true }).fill(email);
    await page.waitForTimeout(Math.max(0, 1_000 - (Date.now() - appeared)));
    const answer = page.waitForResponse(isAnswerTo('/api/contact/query'));
    await fieldset.getByRole('button', { name: button }).click();
    expect((await answer).status()).toBe(201);
    await expect
      .poll(() => storedSubmissionsFor(email))
      .toEqual([expect.objectContaining({ spam: 0, spam_reasons: '', notificationQueued: true })]);
  });
}
