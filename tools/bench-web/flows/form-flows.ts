import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Region } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { formIslands } from '../../../libs/forms/src/form-islands.ts';
import { islandAttributes, islandTag } from '@agency/islands/runtime';
import { allPages } from '../../lighthouse/pages.ts';
import { outputFileFor } from '@agency/site-build';
import type { Flow } from './header-flows.ts';
import type { FlowScreen } from './throttled-page.ts';

/** What the visitor types, key by key, and what the other required fields are filled with at once. */
const typed = { name: 'Asha Verma', email: 'asha.verma@example.com' };
const filled = { tel: '07700900123', text: 'Brightpath Test Ltd', textarea: 'A new website for our shop.' };

/** The CV a job application carries: a real PDF of a typical CV's size. */
const cv = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf({ size: 150_000 })) };

/** How fast the visitor types: a key every 80 ms (about 75 words a minute). */
const keyDelayMs = 80;

/**
 * Each sending form's first page in each tree, read from the built pages (the
 * island's element names it), so a form added to the registry is measured
 * without another line here.
 */
export function formPages(
  siteDirs: Record<Region, string>,
): { region: Region; urlPath: string; island: string }[] {
  const found: { region: Region; urlPath: string; island: string }[] = [];
  for (const page of allPages) {
    const base = page.region === 'uk' ? '/uk' : '';
    const html = readFileSync(
      join(siteDirs[page.region], outputFileFor(page.path.slice(base.length) || '/')),
      'utf8',
    );
    for (const island of Object.keys(formIslands)) {
      const here = html.includes(`<${islandTag} ${islandAttributes.name}="${island}"`);
      if (here && !found.some((f) => f.region === page.region && f.island === island))
        found.push({ region: page.region, urlPath: page.urlPath, island });
    }
  }
  return found;
}

async function press(page: Page, screen: FlowScreen, target: Locator) {
  if (screen === 'phone') await target.tap();
  else await target.click();
}

/** Scrolls with the wheel, as a visitor moves down a page, until `target` is in the middle third of the screen. */
async function moveTo(page: Page, target: Locator) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  for (let step = 0; step < 40; step++) {
    const box = await target.boundingBox();
    if (box && box.y > height / 3 && box.y < (2 * height) / 3) return;
    if (box && box.y < height / 3 && step > 0) return;
    await page.mouse.wheel(0, box ? Math.min(400, box.y - height / 2) : 400);
    await page.waitForTimeout(120);
  }
}

/**
 * Fills the required fields the visitor did not type into, at once (no key
 * events): text set, a file chosen; a checkbox or a group's first radio is
 * pressed, as a visitor would.
 */
async function fillTheRest(form: Locator) {
  for (const field of await form.locator('[required]').all()) {
    const [tag, type, value] = await field.evaluate((element) => [
      element.tagName.toLowerCase(),
      element.getAttribute('type') ?? '',
      (element as HTMLInputElement).value,
    ]);
    if (value && type !== 'checkbox' && type !== 'radio' && type !== 'file') continue;
    if (type === 'checkbox') await field.check();
    else if (type === 'radio') {
      const group = form.locator(`input[type="radio"][name="${await field.getAttribute('name')}"]`);
      if (
        (await group.evaluateAll((radios) => radios.some((r) => (r as HTMLInputElement).checked))) === false
      )
        await field.check();
    } else if (type === 'file') await field.setInputFiles(cv);
    else if (tag === 'select')
      await field.selectOption(
        await field
          .locator('option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).find(Boolean)!),
      );
    else await field.fill(tag === 'textarea' ? filled.textarea : type === 'tel' ? filled.tel : filled.text);
  }
}

/**
 * The API as the flows see it, stubbed in the browser so only the page is
 * measured: a form token, 201 for a form sent by its script (JSON, or a
 * multipart upload asking for JSON), and for a form posted without scripts
 * (the twin) the 303 to its tree's confirmation page.
 */
export async function stubApi(context: BrowserContext) {
  await context.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.method() === 'GET') return route.fulfill({ status: 200, json: { token: 'bench-token' } });
    const headers = request.headers();
    const byScript =
      (headers['content-type'] ?? '').startsWith('application/json') ||
      ((headers['accept'] ?? '').includes('application/json') &&
        !(headers['accept'] ?? '').includes('text/html'));
    if (byScript) return route.fulfill({ status: 201, json: { id: 'bench', message: 'Thank you! (bench)' } });
    // The tree the form was posted from: the page it left (a multipart post's fields are not text to parse).
    const region = new URL(headers['referer'] ?? 'http://x/').pathname.startsWith('/uk') ? 'uk' : 'in';
    return route.fulfill({
      status: 303,
      headers: { location: region === 'uk' ? '/uk/enquiry-sent' : '/enquiry-sent' },
    });
  });
}

/**
 * Moves to the form, taps its name field, types a name, taps its email
 * field, types an email, fills the other required fields, and sends it.
 * What the page recorded is read before the send (a twin's send leaves the
 * page), and again once the page has answered.
 */
export function formFlow(
  form: { region: Region; urlPath: string; island: string },
  screen: FlowScreen,
): Flow {
  return {
    name: form.island,
    kind: 'form',
    region: form.region,
    urlPath: form.urlPath,
    screen,
    async run(page, timing) {
      const element = page.locator(`${islandTag}[${islandAttributes.name}="${form.island}"] form`).first();
      const name = element.locator('input[autocomplete="name"], input[autocomplete="given-name"]').first();
      await moveTo(page, name);
      await press(page, screen, name);
      await page.keyboard.type(typed.name, { delay: keyDelayMs });
      // Moved to as well, as a visitor brings the field they type in up the screen (a phone's own
      // keyboard would cover the bottom): a field typed into at the very bottom edge of the
      // headless screen has its keys' paints reported only once some later change is painted.
      const email = element.locator('input[type="email"]');
      await moveTo(page, email);
      await press(page, screen, email);
      await page.keyboard.type(typed.email, { delay: keyDelayMs });
      await fillTheRest(element);
      return timing();
    },
  };
}

/** What sending a form took, as the visitor sees it (timed in Node, to the nearest few ms). */
export interface SendTiming {
  /** From the press to the form's request leaving the page. */
  requestMs: number;
  /**
   * From the press to the answer shown: the form's own message (an alert, or
   * its status paragraph), or, sent by the browser itself (the twin, or a
   * page whose script gave up), the confirmation page's first paint.
   */
  answerMs: number;
}

/** Resolves once the page shows the form's answer in any of the ways it can. */
function answerShown(page: Page, form: Locator): Promise<void> {
  const alerted = new Promise<void>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve();
      void dialog.accept();
    }),
  );
  const status = form
    .locator('[role="status"], [role="alert"]')
    .filter({ hasText: /\S/ })
    .first()
    .waitFor({ timeout: 120_000 });
  const confirmation = page.waitForURL(/\/enquiry-(not-)?sent/, { timeout: 120_000 }).then(() =>
    page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 120_000,
    }),
  );
  // The losers of the race fail later, when the page is gone: nothing waits for them.
  for (const loser of [status, confirmation]) loser.catch(() => {});
  return Promise.race([alerted, status, confirmation]).then(() => undefined);
}

/** Sends the form of a form flow (after `run`): its submit button pressed, the answer awaited. */
export async function sendForm(page: Page, flow: Flow): Promise<SendTiming> {
  const element = page.locator(`${islandTag}[${islandAttributes.name}="${flow.name}"] form`).first();
  const submit = element.locator('[type="submit"]');
  await submit.scrollIntoViewIfNeeded();
  const sent = page.waitForRequest((request) => request.method() === 'POST', { timeout: 120_000 });
  const shown = answerShown(page, element);
  const pressed = Date.now();
  await press(page, flow.screen, submit);
  await sent;
  const requestMs = Date.now() - pressed;
  await shown;
  return { requestMs, answerMs: Date.now() - pressed };
}
