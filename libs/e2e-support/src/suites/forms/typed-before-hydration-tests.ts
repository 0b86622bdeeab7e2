import { expect, test } from '@playwright/test';
import { holdRequests, isAnswerTo } from '../../forms/form-network.ts';

export interface FormOnItsPage {
  /** The page that holds the form. */
  home: string;
  /** The form's accessible name. */
  form: string;
  /** The send button's name. */
  send: string;
  /** The API path it posts to. */
  api: string;
}

// A visitor who starts typing into the prerendered form while the page's
// script is still on its way: hydration must keep what they typed, and the
// form sends it.
export function typedBeforeHydrationTests({ home, form, send, api }: FormOnItsPage) {
  test(`${home}: what was typed into the ${form} form before hydration is kept and sent`, async ({
    page,
  }) => {
    const release = await holdRequests(page, '/assets/*.js');
    // The HTML alone: the visitor types as soon as the form is there.
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
      username: 'Asha Verma',
      email: 'asha@example.com',
      message: 'Typed before the script arrived.',
    });
    expect((await answer).status()).toBe(201);
  });
}
