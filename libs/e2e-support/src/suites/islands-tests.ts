import { expect, test } from '@playwright/test';
import { groupControl, headerGroups, type ShellRegion } from '../shell/shell-fixtures.ts';
import { watchConsole } from '../support/console-watch.ts';
import { networkQuiet } from '../support/island-runtime.ts';
import { watchScripts } from '../support/request-watch.ts';

const serviceLink = 'Website development';
const serviceHeading = 'Website development that turns visitors into enquiries';

/** Pages are HTML: the header a page script's work at most, islands only for forms, links as page loads. */
export function islandsTests({ id: region, home, prefix, country }: ShellRegion) {
  test(`${home}: a page without a form fetches no script, whatever the visitor presses in the header`, async ({
    page,
  }) => {
    const consoleMessages = watchConsole(page);
    const scripts = watchScripts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix}/services/seo`, { waitUntil: 'networkidle' });
    // The page script is inline: no island, no runtime, nothing to fetch.
    await expect(page.locator('agency-island')).toHaveCount(0);
    const banner = page.getByRole('banner');
    for (const group of [...headerGroups(region), { label: `Country: ${country}` }]) {
      await groupControl(banner, group.label).click();
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    for (const group of [...headerGroups(region), { label: `Country: ${country}` }])
      await groupControl(page.getByRole('dialog', { name: 'Menu' }), group.label).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await networkQuiet(page);
    expect(scripts).toEqual([]);
    expect(consoleMessages).toEqual([]);
  });

  test(`${home}: a link is an ordinary page load, named by its own document`, async ({ page }) => {
    const consoleMessages = watchConsole(page);
    await page.goto(home, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await groupControl(nav, 'IT Services').click();
    await Promise.all([
      page.waitForEvent('framenavigated'),
      nav.getByRole('link', { name: serviceLink }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: serviceHeading })).toBeVisible();
    expect(await page.title()).toContain('Website Development');
    // No client router: the page came from the server (or the browser's prerender of it).
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
    );
    expect(new URL(navigation).pathname).toBe(`${prefix}/services/website-development`);
    expect(consoleMessages).toEqual([]);
  });

  test(`${home}: links ask the browser to prerender the page a visitor points at`, async ({ page }) => {
    await page.goto(home);
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? '{}',
    ) as { prerender?: { eagerness: string; where: unknown }[] };
    expect(rules.prerender?.[0]?.eagerness).toBe('moderate');
    expect(JSON.stringify(rules.prerender?.[0]?.where)).toContain('/api/*');
  });
}
