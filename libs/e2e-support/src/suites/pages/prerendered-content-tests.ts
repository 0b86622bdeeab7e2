import type { Region } from '@agency/contract';
import { expect, test } from '@playwright/test';
import { editorsPicksCount } from '@agency/articles';
import {
  careersHiringProcess,
  careersProposal,
  regionPath,
  sectionPages,
  type PageContent,
} from '@agency/content';
import { expectSectionStack, openAsServed, sectionByHeading } from '../../pages/prerendered-page.ts';
import { sitePagesOf } from '../../pages/site-pages.ts';

/**
 * The tree's pages as served, before any JavaScript runs: what crawlers and
 * visitors without JS get. Turns JavaScript off for the whole spec file.
 */
export function prerenderedContentTests(region: Region) {
  test.use({ javaScriptEnabled: false });

  for (const sitePage of sitePagesOf(region)) {
    test(`${sitePage.url} is prerendered with one h1 and the sections and counts of docs/requirements.md §2`, async ({
      page,
    }) => {
      const html = await openAsServed(page, sitePage.url);
      await expect(page.locator('h1')).toHaveCount(1);
      const stacked = sitePage.page
        ? (sectionPages as Record<string, Record<Region, PageContent>>)[sitePage.page]
        : undefined;
      if (stacked) await expectSectionStack(page, stacked[sitePage.region]);
      expect(html).toContain('<title>');
    });
  }

  const careers = regionPath(region, '/Careers');
  const blogs = regionPath(region, '/blogs');
  const contact = regionPath(region, '/ContactUs');

  test(`${careers}: proposal beside 3 steps, both offices, 4-step hiring, application`, async ({ page }) => {
    await openAsServed(page, careers);
    await expect(page.getByRole('heading', { level: 2, name: careersProposal.heading })).toBeVisible();
    const steps = page.locator('[data-proposal-steps] > li');
    await expect(steps).toHaveCount(3);
    await expect(steps).toContainText(['Contact Us', 'Launch Targeted Campaigns', 'Achieve Lasting Growth']);
    const offices = page.locator('section[aria-labelledby="offices-title"]');
    await expect(offices).toContainText('Headquarters');
    await expect(offices).toContainText('Branch office');
    await expect(offices).toContainText('Mon-Fri 10:00am-7:00pm');
    const hiring = sectionByHeading(page, careersHiringProcess.id);
    await expect(hiring.locator('ol > li')).toHaveCount(4);
    await expect(page.locator('section#apply h2')).toBeVisible();
  });

  test(`${blogs}: Editor's Picks, each card opening its article`, async ({ page }) => {
    await openAsServed(page, blogs);
    await expect(page.getByRole('heading', { level: 2, name: "Editor's Picks" })).toBeVisible();
    const links = page.locator('[data-blog-cards="picks"] > li h3 a');
    await expect(links).toHaveCount(editorsPicksCount);
    const picks = await Promise.all(
      (await links.all()).map(async (link) => ({
        title: await link.innerText(),
        href: await link.getAttribute('href'),
      })),
    );
    for (const pick of picks) {
      await openAsServed(page, pick.href!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.title);
    }
  });

  test(`${contact}: both offices with every way to reach them, maps as facades, the enquiry form slot`, async ({
    page,
  }) => {
    await openAsServed(page, contact);
    const offices = page.locator('section[aria-labelledby="offices-title"]');
    await expect(offices.locator('address')).toHaveCount(2);
    await expect(offices.locator('a[href^="mailto:"]')).toHaveCount(2);
    // Each map a frame whose first document is inline (srcdoc), with no source: nothing is fetched until it is asked for.
    await expect(offices.locator('iframe[title^="Map of our"][srcdoc]:not([src])')).toHaveCount(2);
    await expect(page.locator('section#enquiry h2')).toHaveText('Send us an enquiry');
  });
}
