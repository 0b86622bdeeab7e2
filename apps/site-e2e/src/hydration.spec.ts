import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console-watch.ts';

for (const { home, serviceLink, serviceHeading } of [
  {
    home: '/',
    serviceLink: 'Website development',
    serviceHeading: 'Website development that turns visitors into enquiries',
  },
  {
    home: '/uk/',
    serviceLink: 'Website development',
    serviceHeading: 'Website development that turns visitors into enquiries',
  },
]) {
  test(`${home} hydrates with an empty console and navigates on the client`, async ({ page }) => {
    const consoleMessages = watchConsole(page);
    const documentRequests: string[] = [];
    await page.goto(home, { waitUntil: 'networkidle' });
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'IT Services' }).click();
    await nav.getByRole('link', { name: serviceLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: serviceHeading })).toBeVisible();
    // A hydrated router changes the page without asking the server for a new document.
    expect(documentRequests).toEqual([]);
    // ...and names the new page as its own prerendered document does.
    const prerenderedTitle = await page.evaluate(async (url) => {
      const html = await (await fetch(url)).text();
      return new DOMParser().parseFromString(html, 'text/html').title;
    }, page.url());
    expect(prerenderedTitle).toContain('Website Development');
    await expect(page).toHaveTitle(prerenderedTitle);
    expect(consoleMessages).toEqual([]);
  });
}
