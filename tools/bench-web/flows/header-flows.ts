import type { Region } from '@agency/contract';
import type { Page } from '@playwright/test';
import { headerNavigation } from '../../../libs/content/src/navigation.ts';
import type { FlowTiming } from './interaction-timing.ts';
import { siteMenuId } from '../../../libs/sections/src/page-script/page-dom.ts';
import type { FlowScreen } from './throttled-page.ts';

/** A scripted visit of one page: what a visitor does there, the same on the page and its no-script twin. */
export interface Flow {
  /** 'header groups', 'mobile menu', or the form's island name. */
  name: string;
  kind: 'header' | 'form';
  region: Region;
  /** The page, as a browser asks for it. */
  urlPath: string;
  screen: FlowScreen;
  /** Does what the visitor does; returns what the page recorded before anything that leaves it. */
  run(page: Page, timing: () => Promise<FlowTiming>): Promise<FlowTiming>;
}

/** The header's groups by the names their buttons read, from the navigation the header is drawn from. */
function groupNames(region: Region): string[] {
  const navigation = headerNavigation(region);
  return [
    ...navigation.items.flatMap((item) => (item.kind === 'group' ? [item.label] : [])),
    `Country: ${navigation.country}`,
  ];
}

/** Waits for the press just made to say "open" (at most 10 s: the old header fetched its code first). */
async function opened(page: Page, timing: () => Promise<FlowTiming>) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { presses } = await timing();
    if (presses.at(-1)?.openMs !== undefined) return;
    await page.waitForTimeout(50);
  }
}

/** A page without a form, where the header is the only thing to press. */
const headerPage = (region: Region) => (region === 'uk' ? '/uk/services/seo' : '/services/seo');

/**
 * Each group of the bar pressed open and closed with Escape (1280 px), and
 * the phone menu opened, each of its groups opened, then closed (390 px).
 */
export function headerFlows(region: Region): Flow[] {
  const names = groupNames(region);
  return [
    {
      name: 'header groups',
      kind: 'header',
      region,
      urlPath: headerPage(region),
      screen: 'desktop',
      async run(page, timing) {
        const banner = page.getByRole('banner');
        for (const name of names) {
          await banner.getByRole('button', { name, exact: true }).click();
          await opened(page, timing);
          await page.keyboard.press('Escape');
          await page.waitForTimeout(300);
        }
        return timing();
      },
    },
    {
      name: 'mobile menu',
      kind: 'header',
      region,
      urlPath: headerPage(region),
      screen: 'phone',
      async run(page, timing) {
        await page.getByRole('button', { name: 'Menu', exact: true }).tap();
        await opened(page, timing);
        // By its id, not its role: the header before this one gave the menu its role only with its script.
        const menu = page.locator(`#${siteMenuId}`);
        for (const name of names) {
          await menu.getByText(name, { exact: true }).tap();
          await opened(page, timing);
        }
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.waitForTimeout(300);
        return timing();
      },
    },
  ];
}
