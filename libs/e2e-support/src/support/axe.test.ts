import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';

// The way the suites run axe is theirs (legacy mode, the minified build, violations alone):
// this holds it to finding what it must, in the page and in a same-origin frame.
describe('axeViolations, in Debian’s Chromium', () => {
  let browser: Browser;
  let page: Page;
  const origin = 'http://axe-check.test';
  const pages = new Map<string, string>();
  const show = async (body: string, frames: Record<string, string> = {}) => {
    pages.set('/', page_(body));
    for (const [path, frameBody] of Object.entries(frames)) pages.set(path, page_(frameBody));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
  };

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    page = await browser.newPage();
    // Pages from an origin of their own, as the suites' are (a frame's origin is its page's).
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: pages.get(new URL(route.request().url()).pathname) ?? '',
      }),
    );
  });

  afterAll(async () => {
    await browser?.close();
  });

  const page_ = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main>${body}</main></body></html>`;

  it('finds nothing on a page without faults', async () => {
    await show('<h1>Fine</h1><p>Words.</p>');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('names the rule and the element of a fault in the page and in a same-origin frame', async () => {
    await show('<h1>Faults</h1><img src="data:,"><iframe title="Inner" src="/inner"></iframe>', {
      '/inner': '<h1>Inner</h1><button></button>',
    });
    const violations = await axeViolations(page);
    expect(violations).toContainEqual(expect.stringMatching(/^image-alt \(critical\): .* -> img$/));
    expect(violations).toContainEqual(
      expect.stringMatching(/^button-name \(critical\): .* -> iframe button$/),
    );
  });

  it('looks only inside what it is given', async () => {
    await show('<h1>Forms</h1><img src="data:,"><form aria-label="Empty"><button></button></form>');
    expect(await axeViolations(page, ['form'])).toEqual([
      expect.stringMatching(/^button-name \(critical\): .* -> button$/),
    ]);
  });
});
