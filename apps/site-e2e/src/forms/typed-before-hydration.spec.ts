import { expect, test } from '@playwright/test';
import { holdRequests, isAnswerTo } from './form-network.ts';

// A visitor who starts typing into the prerendered form while the page's
// script is still on its way: hydration must keep what they typed, and the
// form sends it.
for (const { home, form, name, send, api } of [
  { home: '/', form: 'Contact enquiry', name: 'username', send: 'Submit details', api: '/api/contact/query' },
  {
    home: '/uk/',
    form: 'Request a callback',
    name: 'username',
    send: 'Request a Callback',
    api: '/api/contact/query',
  },
]) {
  test(`${home}: what was typed into the ${form} form before hydration is kept and sent`, async ({
    page,
  }) => {
    const release = await holdRequests(page, '/assets/*.js');
    // The page's script is a module, which holds up DOMContentLoaded: wait for the HTML alone.
    await page.goto(home, { waitUntil: 'commit' });
    const fields = page.getByRole('form', { name: form });
    await fields.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await fields.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await fields.getByLabel('Phone', { exact: true }).fill('9876543210');
    await fields.getByLabel('Message', { exact: true }).fill('Typed before the script arrived.');
    release();
    await page.waitForLoadState('networkidle');

    await expect(fields.getByLabel('Name', { exact: true })).toHaveValue('Asha Verma');
    await expect(fields.getByLabel('Message', { exact: true })).toHaveValue(
      'Typed before the script arrived.',
    );
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(api));
    const answer = page.waitForResponse(isAnswerTo(api));
    await fields.getByRole('button', { name: send }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      [name]: 'Asha Verma',
      email: 'asha@example.com',
      message: 'Typed before the script arrived.',
    });
    expect((await answer).status()).toBe(201);
  });
}
