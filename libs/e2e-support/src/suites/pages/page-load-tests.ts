import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { pageKindsOf } from '../../pages/site-pages.ts';
import { widths } from '../../shell/shell-fixtures.ts';
import { axeViolations } from '../../support/axe.ts';
import { watchConsole } from '../../support/console-watch.ts';
import { networkQuiet } from '../../support/island-runtime.ts';

const desktop = widths.find((viewport) => viewport.name === 'desktop')!;

/**
 * One visit to each kind of page of the tree, with scripts, at the desktop width, scrolled to its
 * end so lazy images load and fade-in titles run: it hydrates with an empty console, every request
 * it makes goes to the site's own origin, and axe finds nothing (the phone width is
 * page-accessibility-tests.ts's). No request leaves the origin before the visitor asks for one:
 * the map fetches from OpenStreetMap only once it is opened (docs/pages.md, Maps).
 */
export function pageLoadTests(region: Region) {
  test.use({ viewport: { width: desktop.width, height: desktop.height } });
  for (const { url } of pageKindsOf(region)) {
    test(`${url} hydrates with an empty console, makes no third-party request, and has no axe violations at ${desktop.width} px`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const messages = watchConsole(page);
      const requests: string[] = [];
      // The context sees the requests of frames, workers and popups too, not only the page's own.
      page.context().on('request', (request) => requests.push(request.url()));
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.locator('h1')).toHaveCount(1);
      const quiet = networkQuiet(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await quiet;

      expect(messages).toEqual([]);
      // The recorder saw the page itself and what it loads, so an empty list below means something.
      expect(requests).toContain(`${origin}${url}`);
      expect(requests.filter((requestUrl) => requestUrl !== `${origin}${url}`).length).toBeGreaterThan(0);
      const elsewhere = requests.filter((requestUrl) => new URL(requestUrl).origin !== origin);
      expect(elsewhere, `requests from ${url} to other origins`).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
