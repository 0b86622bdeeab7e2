import { expect, test } from '@playwright/test';
import type { ShellRegion } from '../shell/shell-fixtures.ts';

/** What crawlers fetch besides pages, as served: the tree's robots.txt and sitemap. */
export function robotsAndSitemapTests({ home, prefix }: ShellRegion) {
  test(`${home}: the tree serves its robots.txt naming its sitemap, and the sitemap lists its pages`, async ({
    request,
  }) => {
    const robots = await request.get(`${prefix}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(new RegExp(`^Sitemap: https?://[^/]+${prefix}/sitemap\\.xml$`, 'm'));
    const sitemap = await request.get(`${prefix}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`${prefix}/services/Temporary-Contract%20Staffing</loc>`);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default"');
  });
}
