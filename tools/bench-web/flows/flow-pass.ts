import { loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { FlowResult, FlowRun } from './flow-report.ts';
import { sendForm, stubApi, type Flow, type SendTiming } from './form-flows.ts';
import type { FlowTiming } from './interaction-timing.ts';
import { settled, throttledPage } from './throttled-page.ts';

/** Lighthouse's own measure of this host's CPU (higher is faster), taken unthrottled in a blank page. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

/** Script bytes as sent, for every script the page fetched. */
function countScripts(page: Page) {
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(request.sizes().then((sizes) => void (bytes += sizes.responseBodySize)));
  });
  return async () => {
    await Promise.allSettled(pending);
    return bytes;
  };
}

async function visit(
  browser: Browser,
  origin: string,
  flow: Flow,
  cpuSlowdown: number,
  send: boolean,
): Promise<{ timing: FlowTiming; sent?: FlowTiming; send?: SendTiming; scriptBytes: number }> {
  const { page, context, timing } = await throttledPage(browser, { cpuSlowdown, screen: flow.screen });
  try {
    page.setDefaultTimeout(60_000);
    await stubApi(context);
    const scripts = countScripts(page);
    await page.goto(`${origin}${flow.urlPath}`, { waitUntil: 'load', timeout: 120_000 });
    const before = await flow.run(page, async () => {
      await settled(page);
      return timing();
    });
    if (flow.kind !== 'form') return { timing: before, scriptBytes: await scripts() };
    const sending = await sendForm(page, flow);
    if (!send) return { timing: before, send: sending, scriptBytes: await scripts() };
    await settled(page);
    return { timing: before, sent: await timing(), send: sending, scriptBytes: await scripts() };
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of each flow at `cpuSlowdown`, page and twin in turn, each in a
 * fresh context; the host's benchmark index and load average beside each run.
 */
export async function runFlows(
  browser: Browser,
  flows: readonly Flow[],
  options: { siteOrigin: string; twinOrigin: string; cpuSlowdown: number; runs: number },
  log: (line: string) => void,
): Promise<FlowResult[]> {
  const results: FlowResult[] = [];
  for (const flow of flows) {
    const runs: FlowRun[] = [];
    for (let i = 0; i < options.runs; i++) {
      const index = await benchmarkIndex(browser);
      const loadAverage = loadavg()[0]!;
      const page = await visit(browser, options.siteOrigin, flow, options.cpuSlowdown, true);
      const twin = await visit(browser, options.twinOrigin, flow, options.cpuSlowdown, false);
      runs.push({
        page: page.timing,
        pageSent: page.sent,
        twin: twin.timing,
        pageScriptBytes: page.scriptBytes,
        ...(page.send && twin.send ? { send: { page: page.send, twin: twin.send } } : {}),
        benchmarkIndex: index,
        loadAverage,
      });
    }
    const result: FlowResult = {
      flow: flow.name,
      kind: flow.kind,
      path: decodeURI(flow.urlPath),
      screen: flow.screen,
      cpuSlowdown: options.cpuSlowdown,
      runs,
    };
    results.push(result);
    log(`${flow.name} ${result.path} ${flow.screen} ${options.cpuSlowdown}x: ${runs.length} run(s) done`);
  }
  return results;
}
