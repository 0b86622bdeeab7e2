import type { Region } from '@agency/contract';
import type { Browser } from '@playwright/test';
import type { IslandLoad } from '../../libs/islands/src/island-definition.ts';
import type { BenchPage } from '../lighthouse/pages.ts';
import type { IslandMeasure } from './island-code.ts';
import { visitPage, type IslandOnPage, type TransferredFile } from './page-visit.ts';

/** One page loaded by a visitor of its own region, before any input. */
export interface PageMeasure {
  path: string;
  region: Region;
  /** Every script received after load and network idle, with no input and no scrolling (inline ones included). */
  scripts: TransferredFile[];
  /** A page without islands: every script received once every control of its header had been pressed. */
  scriptsAfterHeader?: TransferredFile[];
  /** The document and any stylesheet: the HTML with its critical CSS. */
  htmlAndCss: TransferredFile[];
  islands: IslandOnPage[];
}

const otherRegion = (region: Region): Region => (region === 'in' ? 'uk' : 'in');
const startedNames = (islands: IslandOnPage[]) =>
  new Set(islands.filter((island) => island.state !== 'waiting').map((island) => island.name));
const minus = (files: TransferredFile[], known: ReadonlySet<string>) =>
  files.filter((file) => file.kind === 'script' && !known.has(file.path));
const pathsOf = (files: TransferredFile[]) => new Set(files.map((file) => file.path));

export async function measurePage(browser: Browser, origin: string, page: BenchPage): Promise<PageMeasure> {
  const visit = await visitPage(browser, `${origin}${page.urlPath}`, page.region);
  try {
    const files = await visit.files();
    const islands = await visit.islands();
    const scripts = files.filter((file) => file.kind === 'script');
    if (islands.length > 0)
      return {
        path: page.path,
        region: page.region,
        scripts,
        htmlAndCss: files.filter((file) => file.kind !== 'script'),
        islands,
      };
    await visit.pressHeaderControls();
    return {
      path: page.path,
      region: page.region,
      scripts,
      scriptsAfterHeader: (await visit.files()).filter((file) => file.kind === 'script'),
      htmlAndCss: files.filter((file) => file.kind !== 'script'),
      islands,
    };
  } catch (error) {
    throw new Error(`${page.path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    await visit.close();
  }
}

/**
 * The script one island adds, measured on the first page of its tree where it can
 * be told apart from the rest. Preferably a page where nothing loads before input,
 * the island triggered as its load strategy says a visitor would (a form sent,
 * scrolled into view or focused); an island that stays away from visitors of the
 * page's own region is loaded by a visitor of the other one. Else a page where it
 * alone loads with the page, or, last, a page where other islands loaded first:
 * then the shared code is already there and only its own code is added.
 * Undefined when no page allows it.
 */
export async function measureIsland(
  browser: Browser,
  origin: string,
  name: string,
  options: {
    /** The tree's pages with their measures, in route-table order. */
    pages: { page: BenchPage; measure: PageMeasure }[];
    /** When the island loads (its registry entry): how a visitor brings it. */
    load: IslandLoad;
  },
): Promise<IslandMeasure | undefined> {
  const holding = options.pages.filter(({ measure }) => measure.islands.some((i) => i.name === name));
  const isQuiet = ({ measure }: { measure: PageMeasure }) => startedNames(measure.islands).size === 0;
  // What a page of the tree loads when no island starts: the island runtime.
  const baseline = options.pages.find(isQuiet);
  const how = {
    submit: 'sent',
    near: 'scrolled into view',
    interaction: 'focused',
    idle: 'loads with the page',
  }[options.load];

  const trigger = async (page: BenchPage): Promise<IslandMeasure | 'none started' | undefined> => {
    const visit = await visitPage(browser, `${origin}${page.urlPath}`, page.region);
    try {
      const before = await visit.files();
      const startedBefore = startedNames(await visit.islands());
      if (startedBefore.has(name)) return undefined;
      if (options.load === 'submit') await visit.submitIn(name);
      else if (options.load === 'near') await visit.scrollTo(name);
      else await visit.focusIn(name);
      const started = [...startedNames(await visit.islands())].filter((n) => !startedBefore.has(n));
      if (started.length === 0) return 'none started';
      if (started.length > 1 || started[0] !== name) return undefined;
      return {
        name,
        page: page.path,
        how,
        afterIslands: [...startedBefore],
        added: minus(await visit.files(), pathsOf(before)),
      };
    } finally {
      await visit.close();
    }
  };

  for (const { page } of holding.filter(isQuiet)) {
    const triggered = await trigger(page);
    if (triggered !== 'none started') {
      if (triggered) return triggered;
      continue;
    }
    const away = await visitPage(browser, `${origin}${page.urlPath}`, otherRegion(page.region));
    try {
      const started = startedNames(await away.islands());
      if (started.size === 1 && started.has(name) && baseline)
        return {
          name,
          page: page.path,
          how: 'for a visitor from the other region',
          afterIslands: [],
          added: minus(await away.files(), pathsOf(baseline.measure.scripts)),
        };
    } finally {
      await away.close();
    }
  }
  const alone = holding.find(({ measure }) => {
    const started = startedNames(measure.islands);
    return started.size === 1 && started.has(name);
  });
  if (alone && baseline)
    return {
      name,
      page: alone.page.path,
      how: 'loads with the page',
      afterIslands: [],
      added: minus(alone.measure.scripts, pathsOf(baseline.measure.scripts)),
    };
  for (const { page } of holding.filter((held) => !isQuiet(held))) {
    const triggered = await trigger(page);
    if (triggered && triggered !== 'none started') return triggered;
  }
  return undefined;
}
