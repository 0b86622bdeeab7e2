import type { Browser } from '@playwright/test';
import { afterEach, describe, expect, it } from 'vitest';
import { launchBudgetBrowser } from './page-visit.ts';
import { withStallRetry, type BrowserSlot } from './stall-guard.ts';

const limits = { deadlineMs: 2_000, attempts: 3 };
const launched: Browser[] = [];

async function slot(): Promise<BrowserSlot> {
  const relaunch = async () => {
    const browser = await launchBudgetBrowser();
    launched.push(browser);
    return browser;
  };
  return { browser: await relaunch(), relaunch };
}

/** A visit whose page waits on something that never comes, as the stalled CI visit did. */
async function stallingVisit(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  return page.evaluate(() => new Promise<string>(() => undefined));
}

async function answeringVisit(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  return page.evaluate(() => 'measured');
}

afterEach(async () => {
  await Promise.all(launched.splice(0).map((browser) => browser.close()));
});

describe('a measuring visit', () => {
  it('that stalls is made again in a new browser, and the stalled browser is closed', async () => {
    const browsers = await slot();
    const first = browsers.browser;
    let tries = 0;
    const result = await withStallRetry(
      browsers,
      '/services/seo',
      (browser) => (++tries === 1 ? stallingVisit(browser) : answeringVisit(browser)),
      limits,
    );
    expect(result).toBe('measured');
    expect(tries).toBe(2);
    expect(first.isConnected()).toBe(false);
    expect(browsers.browser).not.toBe(first);
    expect(browsers.browser.isConnected()).toBe(true);
  });

  it('that loses its browser is made again in a new one', async () => {
    const browsers = await slot();
    let tries = 0;
    const result = await withStallRetry(
      browsers,
      '/uk',
      async (browser) => {
        if (++tries > 1) return answeringVisit(browser);
        const page = await browser.newPage();
        await browser.close();
        return page.evaluate(() => 'never');
      },
      limits,
    );
    expect(result).toBe('measured');
    expect(tries).toBe(2);
  });

  it('that stalls on every try fails naming the visit', async () => {
    const browsers = await slot();
    await expect(withStallRetry(browsers, '/services/seo', stallingVisit, limits)).rejects.toThrow(
      '/services/seo made no progress in 2 s, 3 tries in all',
    );
    expect(launched).toHaveLength(3);
    expect(launched.every((browser) => !browser.isConnected())).toBe(true);
  });

  it("that fails on its own is not tried again: the error is the page's", async () => {
    const browsers = await slot();
    let tries = 0;
    await expect(
      withStallRetry(
        browsers,
        '/ContactUs',
        async (browser) => {
          tries++;
          const page = await browser.newPage();
          return page.evaluate(() => {
            throw new Error('no header on this page');
          });
        },
        limits,
      ),
    ).rejects.toThrow('no header on this page');
    expect(tries).toBe(1);
    expect(browsers.browser.isConnected()).toBe(true);
  });
});
