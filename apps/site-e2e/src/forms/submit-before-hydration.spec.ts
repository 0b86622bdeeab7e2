import { expect, test, type Page } from '@playwright/test';

// A visitor who sends a form before the page's script has hydrated it: the
// browser must not send the fields itself, as a GET of the page with them in
// the query string (address bar, history, access logs).
async function withoutAppScripts(page: Page, path: string) {
  // The app's modules never arrive; the page's own HTML and inline loader do.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort('failed'));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  return documents;
}

for (const { path, form, button } of [
  { path: '/ContactUs', form: 'Contact enquiry', button: 'Submit details' },
  { path: '/uk/', form: 'Request a callback', button: 'Request a Callback' },
]) {
  test(`${path}: the ${form} form sent before hydration stays on the page, its fields out of the URL`, async ({
    page,
  }) => {
    const documents = await withoutAppScripts(page, path);
    const fields = page.getByRole('form', { name: form });
    await fields.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await fields.getByRole('button', { name: button }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    expect(documents).toEqual([path]);
    await expect(fields.getByLabel('Email', { exact: true })).toHaveValue('asha@example.com');
  });
}
