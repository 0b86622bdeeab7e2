import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { pageKindsOf } from '../../pages/site-pages.ts';
import { networkQuiet } from '../../support/island-runtime.ts';

// No request leaves the site's origin before the visitor asks for one: the map
// fetches from OpenStreetMap only once it is opened (docs/pages.md, Maps).
// Every request a page makes while it loads and is scrolled to the end goes to
// the site's own origin.
export function thirdPartyRequestTests(region: Region) {
  for (const { url } of pageKindsOf(region)) {
    test(`${url} makes no third-party request`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const requests: string[] = [];
      // The context sees the requests of frames, workers and popups too, not only the page's own.
      page.context().on('request', (request) => requests.push(request.url()));
      await page.goto(url, { waitUntil: 'networkidle' });
      // Scroll to the end so lazy images and anything that waits for the viewport load too.
      const quiet = networkQuiet(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await quiet;

      // The recorder saw the page itself and what it loads, so an empty list below means something.
      expect(requests).toContain(`${origin}${url}`);
      expect(requests.filter((requestUrl) => requestUrl !== `${origin}${url}`).length).toBeGreaterThan(0);
      const elsewhere = requests.filter((requestUrl) => new URL(requestUrl).origin !== origin);
      expect(elsewhere, `requests from ${url} to other origins`).toEqual([]);
    });
  }
}
