import { expect, type Browser, type Page } from '@playwright/test';
import { axeViolations } from '@agency/e2e-support';
import { expectNoCspViolations, pageWithAuthenticator } from './passkey-browser.ts';
import type { InboxServer } from './inbox-server.ts';
import { invitationLink } from './staff-invitations.ts';

/** A browser of its own for an invited member, who enrols from the mailed link and lands on the list. */
export async function enrolledPage(browser: Browser, server: InboxServer, email: string): Promise<Page> {
  const page = await pageWithAuthenticator(browser);
  await page.goto(await invitationLink(server, email));
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  return page;
}

/**
 * axe on the screen as it is, at a phone's width and a desktop's: nothing to
 * report at either; and no CSP violation on it or any screen before it.
 */
export async function expectAccessible(page: Page, state: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page), `${state}, at ${width} px`).toEqual([]);
  }
  expectNoCspViolations(page, state);
}

/** The rows of the list's table that are leads (each links to its lead), not its head. */
export const leadRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Leads, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
