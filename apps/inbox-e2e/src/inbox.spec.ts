import { expect, test, type Page } from '@playwright/test';
import { axeViolations, watchConsole } from '@agency/e2e-support';
import { expectNoCspViolations, pageWithAuthenticator } from './passkey-browser.ts';
import { leadRows } from './staff-browser.ts';
import { sendIndiaApplication, sendUkEnquiry } from './public-submissions.ts';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { invitationLink, inviteStaff } from './staff-invitations.ts';
import { candidate, enquiry, marketer, recruiter } from './story-cast.ts';

// One server for the whole story: two people, each in a browser of their own.
// Each person's story runs axe on every screen at two widths: more than the default 30 s, and on a
// shared host under load more than two minutes.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: InboxServer;
let applicationReference: string;
let enquiryReference: string;

test.beforeAll(async () => {
  server = await startInboxServer();
  applicationReference = await sendIndiaApplication(server.publicUrl, candidate);
  enquiryReference = await sendUkEnquiry(server.publicUrl, enquiry);
  await inviteStaff(server, recruiter, ['--regions', 'in', '--careers']);
  await inviteStaff(server, marketer, ['--regions', 'uk']);
});

test.afterAll(async () => {
  await server?.stop();
});

/** axe on the screen as it is, at a phone's width and a desktop's: nothing to report at either. */
async function expectAccessible(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
  expectNoCspViolations(page, `on ${new URL(page.url()).pathname}`);
}

/** From the mailed link to a signed-in member, then out and in again with the same passkey. */
async function enrolAndSignIn(page: Page, email: string) {
  await page.goto(await invitationLink(server, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Create your passkey' })).toBeVisible();
  // The secret left the address bar as soon as it was read.
  expect(new URL(page.url()).hash).toBe('');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Inbox' })).toContainText(email);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff inbox' })).toBeVisible();
  await page.goto(`${server.staffOrigin}/`);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

test('an India recruiter enrols from the mailed link, signs in with the passkey, and reads only India leads', async ({
  browser,
}) => {
  const page = await pageWithAuthenticator(browser);
  const consoleLines = watchConsole(page);
  await enrolAndSignIn(page, recruiter);

  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).first()).toContainText(applicationReference);
  await expect(leadRows(page).first()).toContainText('Priya Nair');
  await expect(leadRows(page).first()).toContainText('Job application');
  await expect(page.getByRole('table')).not.toContainText(enquiryReference);
  await expectAccessible(page);

  await page.getByRole('link', { name: applicationReference }).click();
  const heading = page.getByRole('heading', { level: 1, name: `Job application ${applicationReference}` });
  await expect(heading).toBeFocused();
  const facts = page.getByRole('region', { name: 'What they sent' });
  await expect(facts.getByRole('definition').filter({ hasText: 'Web Development' })).toBeVisible();
  await expect(facts).toContainText('First namePriya');
  await expect(facts).toContainText('Desired positionWeb Development');
  await expect(facts).toContainText('Privacy notice acknowledgedYes');
  await expect(page.getByRole('region', { name: 'CV' })).toContainText('application/pdf');
  await expect(page.locator('main')).toContainText(/Privacy notice\S+/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'My sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My sessions' })).toBeFocused();
  const sessions = page.getByRole('table', { name: 'Signed-in sessions' });
  // Enrolment signed her in, the sign-out ended that session: the passkey's sign-in is the one left.
  await expect(sessions.getByRole('button')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'End this session' })).toBeVisible();
  await expectAccessible(page);
  await sessions.getByRole('button', { name: 'End this session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff inbox' })).toBeVisible();
  // Emotion's styles carried the answer's nonce: the CSP refused nothing, and no script failed.
  expect(consoleLines.filter((line) => /Content Security Policy|pageerror/.test(line))).toEqual([]);
});

test('a UK marketer sees only UK leads, finds one by searching, and an India lead\u2019s address is "not found"', async ({
  browser,
}) => {
  const page = await pageWithAuthenticator(browser);
  const posted: string[] = [];
  page.on('request', (request) => posted.push(request.url()));
  await enrolAndSignIn(page, marketer);

  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).first()).toContainText(enquiryReference);
  await expect(page.getByRole('table')).not.toContainText(applicationReference);
  await expect(page.getByLabel('Form')).not.toContainText('Job application');

  await page.getByLabel('Search by name, email, phone or reference').fill('hughes');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Search results, newest first' });
  await expect(results.getByRole('link', { name: enquiryReference })).toBeVisible();
  expect(posted.filter((url) => url.includes('hughes'))).toEqual([]);
  expect(page.url()).not.toContain('hughes');

  await results.getByRole('link', { name: enquiryReference }).click();
  const facts = page.getByRole('region', { name: 'What they sent' });
  await expect(facts).toContainText('BusinessHughes & Co');
  await expect(facts).toContainText('ConsentYes');

  await page.goto(`${server.staffOrigin}/leads/${applicationReference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Priya');
  await expectAccessible(page);
});
