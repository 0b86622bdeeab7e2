import lighthouse from 'lighthouse';
import { figuresOf, type CategoryId, type RunFigures } from './figures.ts';
import { medianFigures, type PageFigures } from './median.ts';

/** How one page is measured. */
export interface RunOptions {
  /** The DevTools port of the Chromium Lighthouse drives. */
  port: number;
  categories: readonly CategoryId[];
  /**
   * The simulated CPU slowdown; the mobile preset's 4 when left out. Only this
   * setting changes: the network and screen stay the preset's.
   */
  cpuSlowdown?: number;
}

/**
 * One Lighthouse run with its default settings, which are the mobile preset
 * (Moto G Power screen, simulated slow 4G and 4x CPU slowdown), through the
 * Chromium listening on `port`.
 */
export async function runLighthouse(url: string, options: RunOptions): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port: options.port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...options.categories],
    // Lighthouse merges this into the preset's throttling, key by key.
    ...(options.cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } } : {}),
    // Pictures of the page are of no use to a table and cost time on every run.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError.code, lhr.runtimeError.message);
  const figures = figuresOf(lhr);
  if (options.cpuSlowdown && figures.cpuSlowdown !== options.cpuSlowdown)
    throw new Error(
      `Lighthouse ran ${url} at ${figures.cpuSlowdown}x CPU slowdown, not ${options.cpuSlowdown}x`,
    );
  return figures;
}

/** Lighthouse finished but could not measure the page (a broken trace, a page that did not load). */
export class LighthouseRunError extends Error {
  readonly code: string;
  constructor(url: string, code: string, message: string) {
    super(`Lighthouse could not measure ${url}: ${message}`);
    this.code = code;
  }
}

// Lighthouse's own advice for these is "run Lighthouse again": on a loaded
// machine a trace now and then comes back without its navigation start.
const retriedCodes = new Set([
  'NO_NAVSTART',
  'NO_FCP',
  'NO_LCP',
  'NO_TRACING_STARTED',
  'PROTOCOL_TIMEOUT',
  'NO_DCL',
]);
const attempts = 3;

async function runWithRetries(url: string, options: RunOptions): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, options);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || !retriedCodes.has(error.code) || attempt >= attempts)
        throw error;
      console.warn(`${error.message} (${error.code}); run ${attempt + 1} of ${attempts}`);
    }
  }
}

/** `runs` Lighthouse runs of one page, one after the other, summarised as medians. */
export async function measurePage(url: string, options: RunOptions & { runs: number }): Promise<PageFigures> {
  const [figures] = await measureInterleaved([{ url, categories: options.categories }], options);
  return figures!;
}

/**
 * `runs` Lighthouse runs of each of several pages, taken in turn (run 1 of
 * each, then run 2 of each...), so a change in the machine's load during the
 * measurement hits every page alike; summarised as medians, in the order given.
 */
export async function measureInterleaved(
  pages: { url: string; categories: readonly CategoryId[] }[],
  options: Omit<RunOptions, 'categories'> & { runs: number },
): Promise<PageFigures[]> {
  const runs: RunFigures[][] = pages.map(() => []);
  for (let i = 0; i < options.runs; i++)
    for (const [index, page] of pages.entries())
      runs[index]!.push(await runWithRetries(page.url, { ...options, categories: page.categories }));
  return runs.map((pageRuns) => medianFigures(pageRuns));
}
