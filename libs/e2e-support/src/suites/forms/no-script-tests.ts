import { expect, test, type Page } from '@playwright/test';
import { storedSubmissionsFor } from '../../support/database.ts';
import { uniqueStamp, watchUrls } from '../../support/request-watch.ts';

export interface NoScriptForm {
  /** The page that holds the form. */
  path: string;
  /** The form's accessible name. */
  form: string;
  button: string;
  /** Where the API sends the visitor once the lead is stored. */
  sentTo: string;
  /** Fills the form as a visitor would; returns values that must be stored and never appear in a URL. */
  fill: (page: Page, email: string) => Promise<readonly string[]>;
  /** The label of a required text field, which the API refuses when it holds nothing a reader can see. */
  requiredTextLabel: string;
}

// Visitors without JavaScript (or whose scripts never arrive): every sending
// form is a real form the browser posts itself. The lead is stored, the
// visitor lands on a page that says so, and nothing typed is in any URL.
// Turns JavaScript off for the whole spec file.
export function noScriptFormTests(forms: readonly NoScriptForm[]) {
  test.use({ javaScriptEnabled: false });

  for (const { path, form, button, sentTo, fill, requiredTextLabel } of forms) {
    test(`${path}: the ${form} form works without JavaScript`, async ({ page }) => {
      const urls = watchUrls(page);
      const email = `nojs-${uniqueStamp()}@example.com`;
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

    test(`${path}: a refused ${form} can be sent again without typing it again`, async ({ page }) => {
      const email = `nojs-again-${uniqueStamp()}@example.com`;
      await page.goto(path);
      const typed = await fill(page, email);
      const fields = page.getByRole('form', { name: form });
      const spoilt = fields.getByLabel(requiredTextLabel, { exact: true });
      const replaced = await spoilt.inputValue();
      // Only a zero-width space: the browser lets it through, the API finds nothing a reader can see.
      await spoilt.fill('\u200B');
      await fields.getByRole('button', { name: button }).click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Your enquiry was not sent: some fields need attention',
        }),
      ).toBeVisible();
      await expect(page.getByText(/Back button \(what you typed is kept\)/)).toBeVisible();
      expect(storedSubmissionsFor(email)).toEqual([]);

      await page.goBack();
      const again = page.getByRole('form', { name: form });
      await expect(again.getByLabel('Email', { exact: true })).toHaveValue(email);
      await again.getByLabel(requiredTextLabel, { exact: true }).fill('Sent again, nothing typed twice');
      await again.getByRole('button', { name: button }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you: we have your enquiry' }),
      ).toBeVisible();
      const [lead, ...more] = storedSubmissionsFor(email);
      expect(more).toEqual([]);
      expect(lead).toMatchObject({ spam: 0, notificationQueued: true });
      for (const value of typed.filter((v) => v !== replaced)) expect(lead!.body).toContain(value);
      expect(lead!.body).toContain('Sent again, nothing typed twice');
    });
  }
}
