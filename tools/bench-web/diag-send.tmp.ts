// Temporary diagnostic (not committed): the send interaction's phases at 4x.
import { chromium } from '@playwright/test';
import { startSiteServer } from '../lighthouse/site-server.ts';
import { formFlow, sendForm, stubApi } from './flows/form-flows.ts';
import { settled, throttledPage } from './flows/throttled-page.ts';

const which = process.argv[2] ?? 'contact-enquiry-form';
const urlPath = process.argv[3] ?? '/';
const slowdown = Number(process.argv[4] ?? 4);
const runs = Number(process.argv[5] ?? 3);
const site = await startSiteServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
try {
  for (let i = 0; i < runs; i++) {
    const { page, context } = await throttledPage(browser, { cpuSlowdown: slowdown, screen: 'phone' });
    await stubApi(context);
    await page.addInitScript(() => {
      (window as any).__ev = [];
      (window as any).__loaf = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) if (e.interactionId) (window as any).__ev.push({ n: e.name, id: e.interactionId, st: Math.round(e.startTime), ps: Math.round(e.processingStart - e.startTime), pe: Math.round(e.processingEnd - e.startTime), d: e.duration }); }).observe({ type: 'event', durationThreshold: 16, buffered: true } as any);
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__loaf.push({ st: Math.round(e.startTime), d: Math.round(e.duration), block: Math.round(e.blockingDuration), render: Math.round(e.renderStart - e.startTime), scripts: e.scripts.map((s: any) => `${s.invoker}:${Math.round(s.duration)}`).join(' | ') }); }).observe({ type: 'long-animation-frame', buffered: true } as any);
    });
    await page.goto(`${site.origin}${urlPath}`, { waitUntil: 'load', timeout: 120_000 });
    const flow = formFlow({ region: urlPath.startsWith('/uk') ? 'uk' : 'in', urlPath, island: which }, 'phone');
    await flow.run(page, async () => ({}) as never);
    await settled(page);
    const before = await page.evaluate(() => (window as any).__ev.length);
    const loafBefore = await page.evaluate(() => (window as any).__loaf.length);
    const t = await sendForm(page, flow);
    await settled(page);
    const ev = await page.evaluate((n) => (window as any).__ev.slice(n), before);
    const loaf = await page.evaluate((n) => (window as any).__loaf.slice(n), loafBefore);
    console.log(`run ${i}: answer ${t.answerMs} ms`);
    for (const e of ev) console.log('  ev', JSON.stringify(e));
    for (const e of loaf) console.log('  loaf', JSON.stringify(e));
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
