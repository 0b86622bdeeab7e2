import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { sitePagesOf } from '../../pages/site-pages.ts';
import { networkQuiet, runtimeFetched } from '../../support/island-runtime.ts';

// design.md: no third-party request before the visitor asks for one (the map
// loads OpenStreetMap only after a click). Every request a page makes while it
// loads, hydrates and is scrolled to the end must go to the site's own origin.
export function thirdPartyRequestTests(region: Region) {
  for (const { url } of sitePagesOf(region)) {
    test(`${url} makes no third-party request`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const requests: string[] = [];
      // The context sees the requests of frames, workers and popups too, not only the page's own.
      page.context().on('request', (request) => requests.push(request.url()));
      const runtime = runtimeFetched(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await runtime;
      // Scroll to the end so lazy images and anything that waits for the viewport load too.
      const quiet = networkQuiet(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await quiet;

      // The recorder saw the page itself and its scripts, so an empty list below means something.
      expect(requests).toContain(`${origin}${url}`);
      expect(requests.some((requestUrl) => requestUrl.endsWith('.js'))).toBe(true);
      const elsewhere = requests.filter((requestUrl) => new URL(requestUrl).origin !== origin);
      expect(elsewhere, `requests from ${url} to other origins`).toEqual([]);
    });
  }
}
