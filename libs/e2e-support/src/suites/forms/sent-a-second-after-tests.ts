import { expect, test } from '@playwright/test';
import { isAnswerTo } from '../../forms/form-network.ts';
import { storedSubmissionsFor } from '../../support/database.ts';

export interface QuickForm {
  path: string;
  /** The form's accessible name. */
  form: string;
  button: string;
  /** Field labels and values besides Email. */
  fields: Record<string, string>;
}

/**
 * The API takes a form sent within a second of its page appearing for a
 * bot's: a person who is that quick must still be a real lead, notified,
 * however long the page's scripts take.
 */
export function sentASecondAfterTests({ path, form, button, fields }: QuickForm) {
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
