import type { Page, Request } from '@playwright/test';

/** The island runtime's path: each site's entry module, under its tree's assets. */
export const islandRuntimePath = /^\/(?:uk\/)?assets\/index-[\w-]+\.js$/;

const isRuntime = (request: Request) => islandRuntimePath.test(new URL(request.url()).pathname);

/**
 * Resolves once the page has fetched its island runtime. The page's inline
 * script imports it only after the load and the first contentful paint, so
 * on a busy machine it can arrive after the network was first idle: a test
 * that expects the runtime to be there waits for it. Call it before the
 * navigation, as for any awaited request.
 */
export async function runtimeFetched(page: Page): Promise<void> {
  const request = await page.waitForRequest(isRuntime);
  await request.response();
}

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
