import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, watchConsole } from '@agency/e2e-support';
import { unzipSync } from 'fflate';
import { rightsExportFileName, rightsExportJsonName, type RightsExport } from '@agency/staff-contract';
import { expectNoCspViolations, pageWithAuthenticator } from './passkey-browser.ts';
import { sendIndiaApplication, sendUkEnquiry } from './public-submissions.ts';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { invitationLink, inviteStaff } from './staff-invitations.ts';
import { tablesHolding } from './stored-rows.ts';
import { admin, candidate, enquiry, marketer, recruiter } from './story-cast.ts';

// One server, one admin: people are invited through the inbox, then the log and a person's rights.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: InboxServer;
let applicationReference: string;
let enquiryReference: string;
let bidiReference: string;
let adminPage: Page;

/** A visitor's name as typed, with a right-to-left override: unisolated, it would read "Invoiceexe.pdf". */
const overriddenName = 'Invoice\u202Efdp.exe';

test.beforeAll(async () => {
  // Starting the server and sending two leads on a shared host: more than a hook's default 30 s.
  test.setTimeout(120_000);
  server = await startInboxServer();
  applicationReference = await sendIndiaApplication(server.publicUrl, candidate);
  enquiryReference = await sendUkEnquiry(server.publicUrl, enquiry);
  bidiReference = await sendUkEnquiry(server.publicUrl, {
    ...enquiry,
    name: overriddenName,
    email: 'invoice@example.co.uk',
  });
  await inviteStaff(server, admin, ['--regions', 'in,uk', '--careers', '--admin']);
});

test.afterAll(async () => {
  await server?.stop();
});

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
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff inbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Inbox' })).toContainText(email);
}

test('an admin invites an India recruiter and a UK marketer; each enrols from the mail and signs in', async ({
  browser,
}) => {
  adminPage = await pageWithAuthenticator(browser);
  const consoleLines = watchConsole(adminPage);
  await enrolAndSignIn(adminPage, admin);

  // The list's CSV, as filtered: the UK filter leaves the India application out.
  await adminPage.getByLabel('Region').selectOption('uk');
  const [csv] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('leads.csv');
  const csvText = readFileSync(await csv.path(), 'utf8');
  expect(csvText).toContain(enquiryReference);
  expect(csvText).not.toContain(applicationReference);
  await expectAccessible(adminPage);

  await adminPage.getByRole('link', { name: 'People' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'People' })).toBeFocused();
  await expectAccessible(adminPage);
  const invite = adminPage.getByRole('form', { name: 'Invite someone' });
  const outcome = adminPage.getByRole('status');

  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toContainText('Give the address the invitation goes to.');
  await expect(invite).toContainText('Choose at least one region.');

  await invite.getByLabel('Email').fill(recruiter);
  await invite.getByRole('group', { name: 'Regions' }).getByLabel('India').check();
  await invite.getByLabel('Careers (job applications and CVs)').check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(outcome).toHaveText(`Invitation mailed to ${recruiter}.`);
  await expect(outcome).toBeFocused();

  await invite.getByLabel('Email').fill(marketer);
  await invite.getByRole('group', { name: 'Regions' }).getByLabel('United Kingdom').check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(outcome).toHaveText(`Invitation mailed to ${marketer}.`);

  const staffList = adminPage.getByRole('list', { name: 'Staff' });
  await expect(staffList.getByRole('region', { name: recruiter })).toContainText(
    'Invited, not enrolled yet · India · careers',
  );
  await expect(staffList.getByRole('region', { name: marketer })).toContainText(
    'Invited, not enrolled yet · United Kingdom',
  );
  await expectAccessible(adminPage);

  const recruiterPage = await pageWithAuthenticator(browser);
  await enrolAndSignIn(recruiterPage, recruiter);
  await expect(recruiterPage.getByRole('link', { name: applicationReference })).toBeVisible();
  await expect(recruiterPage.getByRole('link', { name: 'People' })).toHaveCount(0);
  await recruiterPage.goto(`${server.staffOrigin}/people`);
  await expect(recruiterPage.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();

  const marketerPage = await pageWithAuthenticator(browser);
  await enrolAndSignIn(marketerPage, marketer);
  await expect(marketerPage.getByRole('link', { name: enquiryReference })).toBeVisible();
  await expect(marketerPage.getByRole('link', { name: applicationReference })).toHaveCount(0);

  await adminPage.reload();
  await expect(staffList.getByRole('region', { name: recruiter })).toContainText('Active · India · careers');
  expect(consoleLines.filter((line) => /Content Security Policy|pageerror/.test(line))).toEqual([]);
});

test('a visitor’s text shows as typed: isolated from the text around it, in the list and on the lead', async () => {
  await adminPage.goto(`${server.staffOrigin}/`);
  const row = adminPage
    .getByRole('row')
    .filter({ has: adminPage.getByRole('link', { name: bidiReference }) });
  await expect(row.locator('bdi', { hasText: overriddenName })).toHaveCount(1);
  await row.getByRole('link', { name: bidiReference }).click();
  const value = adminPage
    .getByRole('region', { name: 'What they sent' })
    .getByRole('definition')
    .filter({ hasText: overriddenName });
  await expect(value).toHaveCount(1);
  expect(await value.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');
  await expectAccessible(adminPage);
});

test('the admin reads the audit log and sees those invitations', async () => {
  await adminPage.getByRole('link', { name: 'Audit log' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeFocused();
  await adminPage.getByLabel('Person').selectOption({ label: admin });
  await adminPage.getByLabel('Action').selectOption('staff.invited');
  const rows = adminPage
    .getByRole('table', { name: 'Audit log, newest first' })
    .getByRole('row')
    .filter({ hasText: 'staff.invited' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(admin);
  await expect(adminPage.getByRole('status')).toHaveText('2 entries shown.');
  await expectAccessible(adminPage);

  // The recruiter's try at the People page was refused: on the record among the failures.
  await adminPage.getByLabel('Person').selectOption('');
  await adminPage.getByLabel('Action').selectOption('');
  // The box shows what the address says, which changes once the route's data is read: click, then wait.
  await adminPage.getByLabel('Failed attempts only').click();
  await expect(adminPage.getByLabel('Failed attempts only')).toBeChecked();
  await expect(adminPage).toHaveURL(/[?&]failed=1/);
  const failures = adminPage.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row');
  await expect(failures.filter({ hasText: 'admin.refused' })).toContainText([recruiter]);
  await expect(failures.filter({ hasText: 'lead.read' })).toHaveCount(0);
  await expectAccessible(adminPage);
});

test("the admin finds, exports and erases a person's data, each export and erase with the passkey again", async () => {
  const posted: string[] = [];
  adminPage.on('request', (request) => posted.push(request.url()));
  await adminPage.getByRole('link', { name: "A person's rights" }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: "A person's rights" })).toBeFocused();
  await expectAccessible(adminPage);

  await adminPage.getByLabel('Their email address').fill(candidate.email);
  await adminPage.getByRole('button', { name: 'Find' }).click();
  const outcome = adminPage.getByRole('status');
  await expect(outcome).toHaveText('1 lead is held about this address.');
  await expect(outcome).toBeFocused();
  const held = adminPage.getByRole('region', { name: `Held about ${candidate.email}` });
  await expect(held).toContainText(applicationReference);
  await expectAccessible(adminPage);

  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    held.getByRole('button', { name: 'Export as ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(rightsExportFileName);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const cvName = `cv-${applicationReference}.pdf`;
  expect(Object.keys(files).sort()).toEqual([cvName, rightsExportJsonName]);
  expect(
    Buffer.from(files[cvName] ?? [])
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const exported = JSON.parse(Buffer.from(files[rightsExportJsonName] ?? []).toString()) as RightsExport;
  expect(exported.email).toBe(candidate.email);
  expect(exported.leads.map((lead) => lead.reference)).toEqual([applicationReference]);
  expect(exported.leads[0]?.fields).toMatchObject({ firstName: 'Priya', lastName: 'Nair' });
  expect(exported.leads[0]?.cv).toMatchObject({ file: cvName, sentAs: 'priya-nair-cv.pdf' });
  await expect(outcome).toHaveText(
    `Exported 1 lead as ${rightsExportFileName}: personal-data.json, and each CV and attachment.`,
  );

  await held.getByRole('button', { name: 'Erase' }).click();
  await expect(held).toContainText('Tick the confirmation first.');
  expect(tablesHolding(server.env.DATA_DIR, candidate.email)).toContain('submissions');

  await held.getByRole('checkbox').check();
  await held.getByRole('button', { name: 'Erase' }).click();
  await expect(outcome).toHaveText(`Erased 1 lead: ${applicationReference}.`);
  await expect(outcome).toBeFocused();

  await adminPage.getByRole('button', { name: 'Find' }).click();
  await expect(outcome).toHaveText('Nothing is held about this address.');
  expect(tablesHolding(server.env.DATA_DIR, candidate.email)).toEqual([]);
  // The audit log names the reference, by design; no other table holds it.
  expect(tablesHolding(server.env.DATA_DIR, applicationReference)).toEqual(['staff_audit']);
  expect(posted.filter((url) => url.includes('priya') || url.includes('%40example'))).toEqual([]);
  expect(adminPage.url()).not.toContain('priya');
});
