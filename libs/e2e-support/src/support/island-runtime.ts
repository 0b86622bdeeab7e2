import type { Page } from '@playwright/test';

/** The island runtime's path: each site's entry module, under its tree's assets. */
export const islandRuntimePath = /^\/(?:uk\/)?assets\/index-[\w-]+\.js$/;

/**
 * Resolves once no request of the page has been in flight for `quietMs`
 * (Playwright's `networkidle` is reached once per navigation; this waits for
 * the quiet after whatever the test has just done, such as scrolling).
 */
export function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    };
    const restart = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(stop, quietMs);
    };
    const started = () => {
      inFlight += 1;
      restart();
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      restart();
    };
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    restart();
  });
}
