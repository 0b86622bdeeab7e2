import { expect, type Page } from '@playwright/test';
import type { PageContent } from '@agency/content';

/**
 * Opens the page as served, before any JavaScript runs (the test turns it
 * off): checks the raw response has one h1 first, and returns its HTML.
 */
export async function openAsServed(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  await page.goto(url);
  return html;
}

export function sectionByHeading(page: Page, id: string) {
  return page.locator(`section[aria-labelledby="${id}-title"]`);
}

/** The page shows the content's sections in order, each with its heading and its number of items. */
export async function expectSectionStack(page: Page, content: PageContent) {
  for (const section of content.sections) {
    const band = sectionByHeading(page, section.id);
    await expect(band.getByRole('heading', { level: section.kind === 'intro' ? 1 : 2 }).first()).toHaveText(
      section.heading,
    );
    const count =
      section.kind === 'process'
        ? section.steps.length
        : section.kind === 'cards' || section.kind === 'benefits'
          ? section.items.length
          : undefined;
    if (count !== undefined) await expect(band.locator('ol > li, ul > li')).toHaveCount(count);
    if (section.kind === 'benefits' && section.itemCta)
      await expect(band.getByRole('link', { name: section.itemCta.label })).toHaveCount(section.items.length);
    if (section.kind === 'statistics') {
      for (const stat of section.items) await expect(band).toContainText(`${stat.value}`);
    }
  }
}
