import type { Browser } from '@playwright/test';

/** The browser the budgets measure in, replaced when a visit in it stalls or it goes away. */
export interface BrowserSlot {
  browser: Browser;
  relaunch(): Promise<Browser>;
}

export interface StallLimits {
  /** How long one visit may go without finishing before it counts as stalled. */
  deadlineMs: number;
  /** Tries in all, the first included. */
  attempts: number;
}

/**
 * A visit normally takes seconds, and minutes on a very busy host. CI once sat
 * in one visit for over an hour, waiting on a frame callback the headless
 * browser never ran, until the whole run was killed. No figure depends on how
 * long a visit takes, so a stalled one is thrown away with its browser and
 * made again in a fresh one.
 */
export const stallLimits: StallLimits = { deadlineMs: 180_000, attempts: 3 };

const stalled = Symbol('stalled');

/**
 * Runs one measuring visit in the slot's browser. When it has not finished by
 * the deadline, or its browser went away under it, the browser is closed (which
 * ends whatever it was waiting on), a new one is launched and the visit made
 * again; after the last try it fails naming the visit. Any other error is the
 * visit's own and is thrown at once.
 */
export async function withStallRetry<T>(
  slot: BrowserSlot,
  label: string,
  visit: (browser: Browser) => Promise<T>,
  limits: StallLimits = stallLimits,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const browser = slot.browser;
    const run = visit(browser);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof stalled>((resolve) => {
      timer = setTimeout(() => resolve(stalled), limits.deadlineMs);
    });
    let why: string;
    try {
      const outcome = await Promise.race([run, deadline]);
      if (outcome !== stalled) return outcome;
      why = `made no progress in ${limits.deadlineMs / 1000} s`;
      // Closing the browser below rejects the stalled visit; that rejection is expected.
      run.catch(() => undefined);
    } catch (error) {
      if (browser.isConnected()) throw error;
      why = 'lost its browser';
    } finally {
      clearTimeout(timer);
    }
    await browser.close().catch(() => undefined);
    if (attempt >= limits.attempts) throw new Error(`${label} ${why}, ${limits.attempts} tries in all`);
    console.warn(
      `budgets: ${label} ${why} (try ${attempt} of ${limits.attempts}); trying again in a new browser`,
    );
    slot.browser = await slot.relaunch();
  }
}
