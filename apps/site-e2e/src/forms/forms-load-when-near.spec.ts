import { expect, test, type Page } from '@playwright/test';
import { holdRequests, isAnswerTo } from './form-network.ts';

// The forms' code (react-hook-form, zod, TanStack Query) loads when a visitor
// comes near a form, not with the page: a page with a form far below the
// fold hydrates as quickly as one without. The prerendered form is there all
// along.
const formsCode = /\/assets\/forms-code-[\w-]+\.js$/;

function watchRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return {
    formsCode: () => paths.filter((path) => formsCode.test(path)).length,
    formTokens: () => paths.filter((path) => path === '/api/form-token').length,
  };
}

test('/: the contact form far below loads its code only when the visitor scrolls near it', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await expect(form.getByRole('button', { name: 'Submit details' })).toBeAttached();
  expect(requests.formsCode()).toBe(0);
  expect(requests.formTokens()).toBe(0);

  await form.scrollIntoViewIfNeeded();
  await expect.poll(requests.formsCode).toBe(1);
  await expect.poll(requests.formTokens).toBe(1);
});

test('/uk/: the callback form in the hero loads its code with the page', async ({ page }) => {
  const requests = watchRequests(page);
  await page.goto('/uk/');
  await expect.poll(requests.formsCode).toBe(1);
  // The callback form's token; the project enquiry form at the foot of the page has not asked for one.
  await expect.poll(requests.formTokens).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(requests.formTokens()).toBe(1);
});

for (const { held, before } of [
  { held: '/assets/forms-code-*.js', before: 'its code arrived' },
  { held: '/assets/*.js', before: 'the page hydrated' },
]) {
  test(`/: a form sent before ${before} is sent once it has hydrated, with what was typed`, async ({
    page,
  }) => {
    const release = await holdRequests(page, held);
    // Every script but the forms' code arrives and runs, or none does.
    await page.goto('/', { waitUntil: before === 'its code arrived' ? 'networkidle' : 'load' });
    const form = page.getByRole('form', { name: 'Contact enquiry' });
    await form.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await form.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await form.getByLabel('Phone', { exact: true }).fill('9876543210');
    await form.getByLabel('Message', { exact: true }).fill('Sent before the code arrived.');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/contact/query'),
    );
    const answer = page.waitForResponse(isAnswerTo('/api/contact/query'));
    await form.getByRole('button', { name: 'Submit details' }).click();
    expect(new URL(page.url()).search).toBe('');

    release();
    expect((await sent).postDataJSON()).toEqual({
      username: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'Sent before the code arrived.',
    });
    expect((await answer).status()).toBe(201);
  });
}

test('a link to a page with a form shows the page whole: never the page without its form', async ({
  page,
}) => {
  await page.goto('/blogs', { waitUntil: 'networkidle' });
  // Records whether the contact page was ever on screen without its form.
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    const record = window as unknown as { formMissing: boolean };
    record.formMissing = false;
    new MutationObserver(() => {
      if (location.pathname === '/ContactUs' && !main.querySelector('form')) record.formMissing = true;
    }).observe(main, { childList: true, subtree: true });
  });
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/ContactUs$/);
  await expect(page.getByRole('form', { name: 'Contact enquiry' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { formMissing: boolean }).formMissing)).toBe(false);
});
