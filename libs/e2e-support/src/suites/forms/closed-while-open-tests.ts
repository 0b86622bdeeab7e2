import { expect, test } from '@playwright/test';
import { positionClosedNotSentPage, type Region } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import { startMovableClockServer, type MovableClockServer } from '../../server/movable-clock-server.ts';
import { storedSubmissionsFor } from '../../support/database.ts';
import { uniqueStamp, watchUrls } from '../../support/request-watch.ts';

/**
 * A visitor without JavaScript opens a position, fills in the application, and sends it after the
 * position has closed (its validThrough passed while the page was open, before the next build):
 * the server's clock is moved past the validThrough the page's own JobPosting gives, never a date
 * written here. The visitor lands on a page that names the position and says it has closed, with
 * the open ones linked; nothing is stored and nothing typed is in any URL; Back finds the form as
 * it was typed. Its own server, whose clock the test moves.
 */
export function closedWhileOpenTests({ prefix, region }: { prefix: string; region: Region }) {
  test.describe.configure({ mode: 'serial' });
  test.use({ javaScriptEnabled: false });
  let server: MovableClockServer;
  test.beforeAll(async () => {
    server = await startMovableClockServer();
  });
  test.afterAll(() => server.stop());

  test(`${prefix}/Careers/<position>: an application sent without JavaScript after the position closed lands on a page naming it, keeping what was typed`, async ({
    page,
  }) => {
    const urls = watchUrls(page);
    await page.goto(`${server.url}${prefix}/Careers`);
    const link = page.locator('[data-open-positions] a').first();
    const title = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const slug = new URL(page.url()).pathname.split('/').at(-1)!;
    const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type': string; validThrough?: string })
      .filter((node) => node['@type'] === 'JobPosting');
    const closes = Date.parse(postings[0]!.validThrough!);

    const email = `closed-while-open-${region}-${uniqueStamp()}@example.com`;
    const form = page.getByRole('form', { name: 'Job application' });
    await form.getByLabel('First name', { exact: true }).fill('Meera');
    await form.getByLabel('Last name', { exact: true }).fill('Closedlate');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByRole('checkbox', { name: /I have read the candidate privacy notice/ }).check();
    await form
      .getByLabel('CV', { exact: true })
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf()) });

    // The position closes while the page is open: the server's clock an hour past its validThrough.
    server.moveClock(Math.ceil((closes - Date.now()) / 3_600_000) + 1);
    await form.getByRole('button', { name: 'Send application' }).click();

    await expect(page).toHaveURL((url) => url.pathname === positionClosedNotSentPage(region, slug));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Your application was not sent: the ${title} position has closed`,
      }),
    ).toBeVisible();
    await expect(page.getByText(/Back button: what you typed is kept/)).toBeVisible();
    const open = page.locator('[data-open-positions]').getByRole('link');
    await expect(open.first()).toBeVisible();
    for (const href of await open.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')))
      expect(href).toMatch(new RegExp(`^${prefix}/Careers/[^/]+$`));
    await expect(open.filter({ hasText: new RegExp(`^${title}$`) })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(storedSubmissionsFor(email, server.dataDir)).toEqual([]);
    for (const typed of [email, 'Meera', 'Closedlate'])
      expect(urls.filter((url) => url.includes(typed))).toEqual([]);

    await page.goBack();
    const again = page.getByRole('form', { name: 'Job application' });
    await expect(again.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(again.getByLabel('First name', { exact: true })).toHaveValue('Meera');
    await expect(again.getByLabel('Last name', { exact: true })).toHaveValue('Closedlate');
  });
}
