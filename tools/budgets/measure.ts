import type { Region } from '@agency/contract';
import type { Browser } from '@playwright/test';
import type { BenchPage } from '../lighthouse/pages.ts';
import type { IslandMeasure } from './island-code.ts';
import { visitPage, type IslandOnPage } from './page-visit.ts';
import type { TransferredFile } from './transferred-file.ts';

/** One page loaded by a visitor of its own region, before any input. */
export interface PageMeasure {
  path: string;
  region: Region;
  /**
   * Every script received after load and network idle, with no input and no
   * scrolling (inline ones included). On a page with an island, its code is
   * among them, fetched once the browser was idle and marked `preloaded`: not run.
   */
  scripts: TransferredFile[];
  /** A page without islands: every script received once every control of its header had been pressed. */
  scriptsAfterHeader?: TransferredFile[];
  /** The document and any stylesheet: the HTML with its critical CSS. */
  htmlAndCss: TransferredFile[];
  islands: IslandOnPage[];
}

const startedNames = (islands: IslandOnPage[]) =>
  new Set(islands.filter((island) => island.state !== 'waiting').map((island) => island.name));
const pathsOf = (files: TransferredFile[]) => new Set(files.map((file) => file.path));

export async function measurePage(browser: Browser, origin: string, page: BenchPage): Promise<PageMeasure> {
  const visit = await visitPage(browser, `${origin}${page.urlPath}`, page.region);
  try {
    const files = await visit.files();
    const islands = await visit.islands();
    const measure = {
      path: page.path,
      region: page.region,
      scripts: files.filter((file) => file.kind === 'script'),
      htmlAndCss: files.filter((file) => file.kind !== 'script'),
      islands,
    };
    if (islands.length > 0) return measure;
    await visit.pressHeaderControls();
    return { ...measure, scriptsAfterHeader: (await visit.files()).filter((file) => file.kind === 'script') };
  } catch (error) {
    throw new Error(`${page.path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    await visit.close();
  }
}

/**
 * The script one island adds when its form is sent, on the first page of its
 * tree that holds it, with the code the page fetches when idle held back (so
 * what the send brings is told apart from the rest). Its shared code comes with
 * it, unless no page allows that. Undefined when the send started another
 * island too, or none.
 */
export async function measureIsland(
  browser: Browser,
  origin: string,
  name: string,
  pages: { page: BenchPage; measure: PageMeasure }[],
): Promise<IslandMeasure | undefined> {
  for (const { page } of pages.filter(({ measure }) => measure.islands.some((i) => i.name === name))) {
    const visit = await visitPage(browser, `${origin}${page.urlPath}`, page.region, { idlePreloads: false });
    try {
      const before = pathsOf(await visit.files());
      await visit.submitIn(name);
      const started = [...startedNames(await visit.islands())];
      if (started.length !== 1 || started[0] !== name) continue;
      return {
        name,
        page: page.path,
        how: 'sent',
        afterIslands: [],
        added: (await visit.files()).filter((file) => file.kind === 'script' && !before.has(file.path)),
      };
    } finally {
      await visit.close();
    }
  }
  return undefined;
}
