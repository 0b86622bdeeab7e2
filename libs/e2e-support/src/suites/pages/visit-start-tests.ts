import { attributionStorageKey, type Region } from '@agency/contract';
import { regionPath } from '@agency/content';
import { expect, test } from '@playwright/test';

// Where a tab's visit began is kept by the page script, which every page runs,
// so a visit that lands on a page without a form (which runs no island runtime)
// still names that page when a form is sent later in the tab.
export function visitStartTests(region: Region) {
  test('a visit landing on a page without a form is remembered there, and a later page keeps it', async ({
    page,
  }) => {
    const landing = `${regionPath(region, '/services/seo')}?utm_source=newsletter&utm_campaign=autumn`;
    const kept = () => page.evaluate((key) => window.sessionStorage.getItem(key), attributionStorageKey);
    await page.goto(landing);
    await expect.poll(kept).not.toBeNull();
    expect(JSON.parse((await kept())!)).toEqual({ landing, referrer: '' });

    await page.goto(regionPath(region, '/ContactUs'));
    expect(JSON.parse((await kept())!)).toEqual({ landing, referrer: '' });
  });
}
