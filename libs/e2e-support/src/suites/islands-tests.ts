import { expect, test } from '@playwright/test';
import type { ShellRegion } from '../shell/shell-fixtures.ts';
import { watchConsole } from '../support/console-watch.ts';
import { networkQuiet, runtimeFetched } from '../support/island-runtime.ts';
import { watchScripts } from '../support/request-watch.ts';

const serviceLink = 'Website development';
const serviceHeading = 'Website development that turns visitors into enquiries';

/** Pages are HTML with islands: one small script, islands hydrating on use, links as page loads. */
export function islandsTests({ home, prefix }: ShellRegion) {
  test(`${home}: a static page runs one small script; the header hydrates when it is used`, async ({
    page,
  }) => {
    const consoleMessages = watchConsole(page);
    const scripts = watchScripts(page);
    const runtime = runtimeFetched(page);
    await page.goto(`${prefix}/services/seo`, { waitUntil: 'networkidle' });
    await runtime;
    await networkQuiet(page);
    // The island runtime alone: no island has been needed yet.
    expect(scripts).toHaveLength(1);
    const header = page.locator('agency-island[data-island="header"]');
    await expect(header).not.toHaveAttribute('data-island-state');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'IT Services' }).click();
    await expect(header).toHaveAttribute('data-island-state', 'hydrated');
    expect(scripts.length).toBeGreaterThan(1);
    expect(consoleMessages).toEqual([]);
  });

  test(`${home}: a link is an ordinary page load, named by its own document`, async ({ page }) => {
    const consoleMessages = watchConsole(page);
    await page.goto(home, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'IT Services' }).click();
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
