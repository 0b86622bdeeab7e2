import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { recordInPage, type FlowTiming } from './interaction-timing.ts';

/** The network of Lighthouse's mobile preset, applied in the browser (what Lighthouse calls devtools throttling). */
const network = throttling.mobileSlow4G;

/** The two screens flows run on: a phone, and a desktop browser window. */
export const flowScreens = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, isMobile: false, hasTouch: false },
} as const;
export type FlowScreen = keyof typeof flowScreens;

export interface ThrottledPage {
  page: Page;
  context: BrowserContext;
  /** What the page recorded so far (interaction-timing.ts). */
  timing(): Promise<FlowTiming>;
}

/**
 * A fresh context (empty cache) and page in real Chromium, slowed by the
 * browser itself: the CPU `cpuSlowdown` times (CDP Emulation), the network as
 * a slow 4G connection (CDP Network: 562.5 ms per request, 1.47 Mbps down,
 * 0.675 Mbps up). Nothing is simulated: what the page does takes the time it
 * takes on this machine, slowed.
 */
export async function throttledPage(
  browser: Browser,
  options: { cpuSlowdown: number; screen: FlowScreen },
): Promise<ThrottledPage> {
  const { width, height, isMobile, hasTouch } = flowScreens[options.screen];
  const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    return {
      page,
      context,
      timing: () =>
        page.evaluate(() => (window as unknown as { readFlowTiming: () => FlowTiming }).readFlowTiming()),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Waits until what the page has done is reported: Event Timing entries come
 * after the paint that ends an interaction. Two frames and a quiet half second.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
      ),
  );
}
