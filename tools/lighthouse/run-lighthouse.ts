import lighthouse from 'lighthouse';
import { figuresOf, type CategoryId, type RunFigures } from './figures.ts';
import { medianFigures, type PageFigures } from './median.ts';

/**
 * One Lighthouse run with its default settings, which are the mobile preset
 * (Moto G Power screen, simulated slow 4G and 4x CPU slowdown), through the
 * Chromium listening on `port`.
 */
export async function runLighthouse(
  url: string,
  port: number,
  categories: readonly CategoryId[],
): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...categories],
    // Pictures of the page are of no use to a table and cost time on every run.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError.code, lhr.runtimeError.message);
  return figuresOf(lhr);
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

async function runWithRetries(
  url: string,
  port: number,
  categories: readonly CategoryId[],
): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, port, categories);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || !retriedCodes.has(error.code) || attempt >= attempts)
        throw error;
      console.warn(`${error.message} (${error.code}); run ${attempt + 1} of ${attempts}`);
    }
  }
}

/** `runs` Lighthouse runs of one page, one after the other, summarised as medians. */
export async function measurePage(
  url: string,
  options: { port: number; runs: number; categories: readonly CategoryId[] },
): Promise<PageFigures> {
  const runs: RunFigures[] = [];
  for (let i = 0; i < options.runs; i++)
    runs.push(await runWithRetries(url, options.port, options.categories));
  return medianFigures(runs);
}
