import { expect, test, type Page } from '@playwright/test';
import { applicationPages, type Region } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import { storedSubmissionsFor } from '../../support/database.ts';
import { uniqueStamp } from '../../support/request-watch.ts';

/**
 * A visitor opens a position from the Careers page's list and applies with it chosen, with and
 * without JavaScript. Which position is the list's first: none is named here, so the test holds
 * whatever the region's collection opens.
 */
export function positionApplicationTests({ path, region }: { path: string; region: Region }) {
  async function openFirstPosition(page: Page): Promise<string> {
    await page.goto(path);
    const link = page.locator('[data-open-positions] a').first();
    const title = ((await link.textContent()) ?? '').trim();
    expect(title).not.toBe('');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const form = page.getByRole('form', { name: 'Job application' });
    await expect(form.getByRole('radio', { name: title, exact: true })).toBeChecked();
    await form.getByLabel('First name', { exact: true }).fill('Priya');
    await form.getByLabel('Last name', { exact: true }).fill('Candidate');
    await form.getByRole('checkbox', { name: /I have read the candidate privacy notice/ }).check();
    await form
      .getByLabel('CV', { exact: true })
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf()) });
    return title;
  }

  const positionOf = (email: string) => {
    const [lead, ...more] = storedSubmissionsFor(email);
    expect(more).toEqual([]);
    return (JSON.parse(lead!.body) as { position: string }).position;
  };

  test(`${path}: a visitor opens a position from the list and applies with it chosen`, async ({ page }) => {
    const title = await openFirstPosition(page);
    const email = `position-${uniqueStamp()}@example.com`;
    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByRole('status')).toContainText('Your reference is');
    expect(positionOf(email)).toBe(title);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`${path}: the position's own form posts the position chosen`, async ({ page }) => {
      const title = await openFirstPosition(page);
      const email = `position-nojs-${uniqueStamp()}@example.com`;
      const form = page.getByRole('form', { name: 'Job application' });
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(page).toHaveURL((url) => url.pathname === applicationPages[region].sent);
      expect(positionOf(email)).toBe(title);
    });
  });
}
