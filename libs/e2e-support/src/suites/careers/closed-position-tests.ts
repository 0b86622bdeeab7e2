import { expect, test, type Page } from '@playwright/test';
import { jobApplicationForm } from '@agency/contract';
import { positionWords } from '@agency/content';
import type { ShellRegion } from '../../shell/shell-fixtures.ts';

/** A position of the region's seed content whose `validThrough` has passed, its file kept. */
export interface ClosedPosition {
  slug: string;
  title: string;
}

/** The positions a page lists as open, by the titles its links show, with where they lead. */
async function listedPositions(page: Page): Promise<{ title: string; href: string }[]> {
  const links = page.locator('[data-open-positions]').getByRole('link');
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      title: (anchor.textContent ?? '').trim(),
      href: anchor.getAttribute('href') ?? '',
    })),
  );
}

/** The `@type` of each JSON-LD object the page carries. */
async function structuredDataTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
}

/**
 * A position closed by its date, as a visitor and a crawler meet it on the served build: its old
 * URL answers 410 with the region's closed page (noindex, no JobPosting) listing the open
 * positions by working links, and it is gone from the Careers page, the form's choices and the
 * sitemap (docs/content.md, "Close a position"). Named by the region's spec, so a build in which
 * it is open, or missing, fails here.
 */
export function closedPositionTests({ prefix }: ShellRegion, closed: ClosedPosition) {
  const closedPath = `${prefix}/Careers/${closed.slug}`;
  const careersPath = `${prefix}/Careers`;

  test(`${closedPath}: an old link answers 410 with the closed page, not indexed, listing the open positions by working links`, async ({
    page,
  }) => {
    const response = await page.goto(closedPath);
    expect(response!.status()).toBe(410);
    await expect(page).toHaveURL((url) => url.pathname === closedPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(positionWords.closed.title);
    await expect(page.getByText(positionWords.closed.lead, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await structuredDataTypes(page)).not.toContain('JobPosting');

    const open = await listedPositions(page);
    expect(open.length).toBeGreaterThan(0);
    expect(open.map((position) => position.title)).not.toContain(closed.title);
    for (const { title, href } of open) {
      expect(href).toMatch(new RegExp(`^${careersPath}/[^/]+$`));
      const answer = await page.request.get(href);
      expect(answer.status(), href).toBe(200);
      const html = await answer.text();
      expect(html, href).toContain(`"@type":"JobPosting"`);
      expect(html, href).toContain(`>${title}</h1>`);
      // Each open position's own form offers the open ones, the closed one not.
      expect(html, href).toContain(`value="${title}"`);
      expect(html, href).not.toContain(`value="${closed.title}"`);
    }

    // The visitor follows the first: its page, with the form for it.
    const [first] = open;
    await page
      .locator('[data-open-positions]')
      .getByRole('link', { name: first!.title, exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === first!.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  });

  test(`${careersPath}: the closed position is not listed, not a choice of the form, not in the sitemap`, async ({
    page,
  }) => {
    await page.goto(closedPath);
    const open = await listedPositions(page);

    const response = await page.goto(careersPath);
    expect(response!.status()).toBe(200);
    // The Careers page lists what the closed page lists: the open ones, the closed one not.
    expect(await listedPositions(page)).toEqual(open);
    const choices = page
      .getByRole('form', { name: jobApplicationForm.title })
      .getByRole('group', { name: jobApplicationForm.labels.position })
      .getByRole('radio');
    await expect(choices).toHaveCount(open.length);
    for (const { title } of open)
      await expect(choices.and(page.getByLabel(title, { exact: true }))).toHaveCount(1);
    await expect(page.getByLabel(closed.title, { exact: true })).toHaveCount(0);
    await expect(page.getByText(closed.title)).toHaveCount(0);

    const sitemap = await page.request.get(`${prefix}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    for (const { href } of open) expect(locs).toContain(href);
    expect(locs).not.toContain(closedPath);
  });
}
