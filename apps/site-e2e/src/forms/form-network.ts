import { type Page, type Request, type Response } from '@playwright/test';

/**
 * Holds every request to `path` in the browser until `release()` is called,
 * then lets it through to the real server: the form's loading state can be
 * looked at in between.
 */
export async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await gate;
    // The page may have moved on (a form posted by the browser) and dropped the request.
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Adds a key the contract does not know to the body on its way out, so the
 * real server refuses it with its real 400 answer: a genuine non-ok response.
 */
export async function spoilBodies(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, unexpected: 'field' }) });
  });
}

/** The connection fails in the browser, as when the visitor goes offline. */
export async function failConnections(page: Page, path: string) {
  await page.route(`**${path}`, (route) => route.abort('failed'));
}

/** An answer with the given status and no body (e.g. a proxy in front of the API failing). */
export async function answerBare(page: Page, path: string, status: number) {
  await page.route(`**${path}`, (route) => route.fulfill({ status, body: '' }));
}

/** Counts the POSTs the page sends to `path`. */
export function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

export function isAnswerTo(path: string) {
  return (response: Response) =>
    response.request().method() === 'POST' && new URL(response.url()).pathname === path;
}

/**
 * Accepts the next alert inside the dialog handler itself (an open alert
 * blocks the page, so waiting for the event first can hang) and resolves
 * with its text.
 */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const text = dialog.message();
      void dialog.accept().then(() => resolve(text));
    });
  });
}

/**
 * The API takes a form sent within a second of its page appearing for a
 * bot's (stored flagged, never notified). A person takes longer: a test that
 * wants a real lead waits until the page has been shown that long.
 */
export async function waitLikeAPerson(page: Page) {
  await page.waitForFunction(() => performance.now() > 1_200);
}
