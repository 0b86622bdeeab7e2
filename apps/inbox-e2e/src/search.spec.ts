import { expect, test, type Page } from '@playwright/test';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { sendIndiaApplication, sendUkEnquiry } from './public-submissions.ts';
import { enrolledPage, expectAccessible } from './staff-browser.ts';
import { inviteStaff } from './staff-invitations.ts';
import { admin, candidate, enquiry } from './story-cast.ts';

test.describe.configure({ timeout: 120_000 });

let server: InboxServer;
let ukReference: string;

test.beforeAll(async () => {
  server = await startInboxServer();
  await sendIndiaApplication(server.publicUrl, candidate);
  ukReference = await sendUkEnquiry(server.publicUrl, enquiry);
  await sendUkEnquiry(server.publicUrl, {
    ...enquiry,
    name: 'Amelia Clarke',
    email: 'amelia@example.co.uk',
    phone: '020 7946 0999',
  });
  await inviteStaff(server, admin, ['--regions', 'in,uk', '--careers', '--admin']);
});

/** The rows of the search's results that are leads (each links to its lead). */
const results = (page: Page) =>
  page
    .getByRole('table', { name: 'Search results, newest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('link') });

test.afterAll(async () => {
  await server?.stop();
});

test('finds a lead by a fragment of its phone number, spaced another way, and by a word of its message', async ({
  browser,
}) => {
  const page = await enrolledPage(browser, server, admin);
  const search = page.getByRole('searchbox', { name: 'Search by name, email, phone or reference' });
  // Sent as "07700 900123": found by "7700-9001", the digits spaced as someone reading them out would.
  await search.fill('7700-9001');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole('link')).toHaveText(ukReference);
  // The term was posted, never put in the address.
  expect(page.url()).not.toContain('7700');
  await expectAccessible(page, 'a search by phone');

  await search.fill('shop');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(2);
  await search.fill('Hughes');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(1);
});
