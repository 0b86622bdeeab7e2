import type { Region } from '@agency/contract';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { islandAttributes, islandTag } from '@agency/islands/runtime';
import { chromiumFlags, chromiumPath } from '../lighthouse/chromium.ts';
import { idlePreloads, inlineScripts } from './inline-scripts.ts';
import { holdsFormsLibrary, holdsReactDom } from './script-content.ts';
import type { TransferredFile } from './transferred-file.ts';

/** An island of the page as the runtime left it. */
export interface IslandOnPage {
  name: string;
  /** `waiting`: its code was not asked for (yet); else the runtime's `data-island-state`. */
  state: string;
  /** Top of its first element below the top of the page, in CSS px. */
  topPx: number;
}

/**
 * The screen the budgets load pages on: Lighthouse's mobile one (Moto G Power),
 * the same as `bench:web`'s, so "the first screen" means the same in both.
 */
export const budgetScreen = { width: 412, height: 823 } as const;

/** What a browser of each region tells the page about where it is (the region banner reads it). */
const regionBrowser: Record<Region, { timezoneId: string; locale: string }> = {
  in: { timezoneId: 'Asia/Kolkata', locale: 'en-IN' },
  uk: { timezoneId: 'Europe/London', locale: 'en-GB' },
};

/** Playwright's Chromium with the tools' flags; Playwright sets headless itself. */
export function launchBudgetBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags.filter((flag) => !flag.startsWith('--headless')),
  });
}

function kindOf(request: Request): TransferredFile['kind'] | undefined {
  const type = request.resourceType();
  if (type === 'document' || type === 'script' || type === 'stylesheet') return type;
  return undefined;
}

/** Every document, script and stylesheet the page receives, with its size as sent. */
function recordTransfers(page: Page) {
  const pending = new Set<Promise<TransferredFile | undefined>>();
  const files: TransferredFile[] = [];
  const preloads = new Set<string>();
  const measure = async (request: Request): Promise<TransferredFile | undefined> => {
    const kind = kindOf(request);
    const response = await request.response();
    if (!kind || !response || request.frame() !== page.mainFrame()) return undefined;
    const { responseBodySize } = await request.sizes();
    const source = kind === 'document' || kind === 'script' ? (await response.body()).toString('utf8') : '';
    const path = decodeURI(new URL(request.url()).pathname);
    if (kind === 'document') {
      files.push(...inlineScripts(path, source));
      for (const href of idlePreloads(source)) preloads.add(href);
    }
    return {
      path,
      kind,
      bytes: responseBodySize,
      encoding: (await response.headerValue('content-encoding')) ?? 'identity',
      reactDom: kind === 'script' && holdsReactDom(source),
      formsLibrary: kind === 'script' && holdsFormsLibrary(source),
    };
  };
  const failed: string[] = [];
  page.on('requestfinished', (request) => {
    const measured = measure(request);
    pending.add(measured);
    measured.then(
      (file) => {
        pending.delete(measured);
        if (file) files.push(file);
      },
      (error: unknown) => {
        pending.delete(measured);
        failed.push(`${request.url()} could not be read: ${String(error)}`);
      },
    );
  });
  page.on('requestfailed', (request) => {
    if (kindOf(request)) failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  return {
    /** Every file received so far, once the ones still being read are in. */
    async files(): Promise<TransferredFile[]> {
      while (pending.size > 0) await Promise.allSettled(pending);
      // A file that did not arrive would make a figure too small.
      if (failed.length > 0) throw new Error(`requests failed: ${failed.join('; ')}`);
      return files.map((file) => (preloads.has(file.path) ? { ...file, preloaded: true } : file));
    },
  };
}

/**
 * Waits until the page has done all it does without a visitor: loaded, the
 * network quiet, the runtime's intersection and idle callbacks delivered, and
 * every island whose code it asked for hydrated. Events, not clocks: a busy
 * machine makes this slower, never different.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Two frames: intersection observers report in a frame's rendering steps;
  // then an idle callback, queued after the runtime's own (idle islands).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );
  await page.waitForFunction(({ tag, state }) => !document.querySelector(`${tag}[${state}="loading"]`), {
    tag: islandTag,
    state: islandAttributes.state,
  });
}

export interface PageVisit {
  files(): Promise<TransferredFile[]>;
  islands(): Promise<IslandOnPage[]>;
  /** Scrolls the island's first element to the middle of the screen, then settles. */
  scrollTo(island: string): Promise<void>;
  /** Focuses the island's first focusable element without scrolling, then settles. */
  focusIn(island: string): Promise<void>;
  /** Sends the island's form as a visitor's press of its button would (its fields left as they are), then settles. */
  submitIn(island: string): Promise<void>;
  /**
   * Presses every control of the header, as a visitor would, then settles:
   * on the budget screen the phone menu and each of its groups, then at a
   * desktop width each group of the bar (and back).
   */
  pressHeaderControls(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Loads `url` in a fresh context (empty cache) as a visitor of `visitorRegion`
 * on the budget screen, and waits until the page has done all it does without
 * input. Every request asks for gzip only, so every figure is a gzip figure
 * whatever the browser would prefer (the server has brotli too).
 */
export async function visitPage(
  browser: Browser,
  url: string,
  visitorRegion: Region,
  options: {
    /**
     * false: the page's template of idle preloads is taken out before the
     * runtime reads it, so an island's code arrives only when it is asked for.
     */
    idlePreloads?: boolean;
  } = {},
): Promise<PageVisit> {
  const context = await browser.newContext({
    viewport: budgetScreen,
    isMobile: true,
    hasTouch: true,
    ...regionBrowser[visitorRegion],
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    const transfers = recordTransfers(page);
    if (options.idlePreloads === false)
      // Taken out as the parser inserts it: the runtime, a module script, reads it before DOMContentLoaded.
      await page.addInitScript((selector) => {
        new MutationObserver((_, observer) => {
          const template = document.querySelector(selector);
          if (!template) return;
          template.remove();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, `template[${islandAttributes.code}]`);
    const response = await page.goto(url, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await settle(page);
    const onIsland = async (island: string, act: (element: Element) => void) => {
      const selector = `${islandTag}[${islandAttributes.name}="${island}"]`;
      await page.locator(selector).first().evaluate(act);
      await settle(page);
    };
    return {
      files: () => transfers.files(),
      islands: () =>
        page.evaluate(
          ({ tag, attributes }) =>
            [...document.querySelectorAll(tag)].map((element) => ({
              name: element.getAttribute(attributes.name) ?? '',
              state: element.getAttribute(attributes.state) ?? 'waiting',
              topPx: Math.round((element.firstElementChild?.getBoundingClientRect().top ?? 0) + scrollY),
            })),
          { tag: islandTag, attributes: islandAttributes },
        ),
      scrollTo: (island) =>
        onIsland(island, (element) => element.firstElementChild?.scrollIntoView({ block: 'center' })),
      focusIn: (island) =>
        onIsland(island, (element) =>
          element
            .querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')
            ?.focus({ preventScroll: true }),
        ),
      submitIn: (island) =>
        onIsland(island, (element) =>
          element
            .querySelector('form')
            ?.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true })),
        ),
      async pressHeaderControls() {
        await page.locator('header [command="show-modal"]').click();
        for (const group of await page.locator('header dialog summary').all()) await group.click();
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.setViewportSize({ width: 1280, height: 800 });
        for (const group of await page.locator('header button[popovertarget]').all()) {
          await group.click();
          await page.keyboard.press('Escape');
        }
        await page.setViewportSize(budgetScreen);
        await settle(page);
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
