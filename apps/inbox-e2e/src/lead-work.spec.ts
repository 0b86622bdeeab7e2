import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { samplePdf } from '@agency/document-samples';
import { leadWorkPaths, staffApiPaths } from '@agency/staff-contract';
import { auditRowsOf } from './audit-rows.ts';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { sendIndiaApplication, sendUkEnquiry } from './public-submissions.ts';
import { enrolledPage, expectAccessible } from './staff-browser.ts';
import { inviteStaff } from './staff-invitations.ts';
import { candidate, enquiry, marketer, recruiter } from './story-cast.ts';

// One server for both stories; each person in a browser of their own. axe runs in every state of the
// lead's screen at two widths: more than the default 30 s, and minutes on a shared host under load.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

// Three links in its message: the API files it as suspected spam (many-links) and notifies no one.
const spammyEnquiry = {
  ...enquiry,
  message: 'Our shop: https://a.example https://b.example www.c.example',
};

let server: InboxServer;
let application: string;
let spam: string;

test.beforeAll(async () => {
  // A server, two leads and two CLI runs on a shared, busy host: more than a hook's default 30 s.
  test.setTimeout(120_000);
  server = await startInboxServer();
  application = await sendIndiaApplication(server.publicUrl, candidate);
  spam = await sendUkEnquiry(server.publicUrl, spammyEnquiry);
  await inviteStaff(server, recruiter, ['--regions', 'in', '--careers']);
  await inviteStaff(server, marketer, ['--regions', 'uk']);
});

test.afterAll(async () => {
  await server?.stop();
});

const hiringSteps = ['Screening', 'Leadership meeting', 'Group interview', 'Role task', 'Hired'];

test('an India recruiter moves an application through the hiring steps, previews its CV and adds a note; the audit log holds each read and change', async ({
  browser,
}) => {
  const page = await enrolledPage(browser, server, recruiter);
  await page.getByRole('link', { name: application }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Job application ${application}` })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Status: Received' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status: Received' })).toContainText('Not moved yet.');

  await expect(page.getByRole('region', { name: 'Deliveries' })).toContainText('Staff notification');
  await expectAccessible(page, 'a new application');

  const status = page.getByRole('combobox', { name: 'Status' });
  // Only the application's own steps are offered: the contract's list, in its order.
  await expect(status.getByRole('option')).toHaveText(['Received', ...hiringSteps, 'Rejected', 'Withdrawn']);
  for (const step of hiringSteps) {
    await status.selectOption({ label: step });
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^Status changed to ${step}\\.\\s?$`));
    await expect(page.getByRole('heading', { level: 2, name: `Status: ${step}` })).toBeVisible();
    // Focus stays where the member acted.
    await expect(page.getByRole('button', { name: 'Save status' })).toBeFocused();
  }
  const history = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(hiringSteps.length);
  await expect(history.first()).toContainText(`Screening: ${recruiter}`);
  await expectAccessible(page, 'after the hiring steps');

  await page.getByRole('combobox', { name: 'Assignee' }).selectOption(recruiter);
  await page.getByRole('button', { name: 'Save assignee' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^Assigned to ${recruiter}\\.\\s?$`));

  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveAccessibleDescription(
    'Write a note of 1 to 5,000 characters.',
  );
  await expectAccessible(page, 'a note refused as empty');
  await page.getByRole('textbox', { name: 'New note' }).fill('Strong task. Offer sent on 3 December.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Note added\.\s?$/);
  const notes = page.getByRole('list', { name: 'Notes, oldest first' }).getByRole('listitem');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText('Strong task. Offer sent on 3 December.');
  await expect(notes.first()).toContainText(recruiter);
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  await expectAccessible(page, 'with a note');

  // The CV previews in a frame of the preview route, whose answer is a sandboxed PDF kept in no cache.
  // Reading the lead did not read the CV: it previews when asked.
  expect(auditRowsOf(server, application).map((row) => row.action)).not.toContain('cv.previewed');
  const preview = page.waitForResponse((answer) =>
    answer.url().endsWith(leadWorkPaths.cvPreview(application)),
  );
  await page.getByRole('button', { name: 'Preview the CV' }).click();
  await expect(page.getByRole('button', { name: 'Hide the preview' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const frame = page.getByTitle(`CV preview, cv-${application}.pdf`);
  await expect(frame).toHaveAttribute('src', leadWorkPaths.cvPreview(application));
  // Sandboxed by the frame as well as by the answer's CSP: nothing in it runs.
  await expect(frame).toHaveAttribute('sandbox', '');
  const answer = await preview;
  // allHeaders: the headers as received (headers() gives what Chromium reports early for a frame).
  const headers = await answer.allHeaders();
  expect(answer.status()).toBe(200);
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'self'");
  expect(headers['cache-control']).toBe('no-store');
  // The frame shows Chromium's PDF viewer around the bytes: their length is what the candidate sent.
  expect(headers['content-length']).toBe(String(samplePdf().length));
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download the CV (cv-${application}.pdf)` }).click();
  expect((await download).suggestedFilename()).toBe(`cv-${application}.pdf`);
  await expectAccessible(page, 'with the CV previewed');

  // What the server kept, read back as a new page load would: the work survived.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Status: Hired' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notes, oldest first' })).toContainText('Offer sent');

  // The list finds it by its work: filters in the address, as they name no one.
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  // The lead's screen has a Status control of its own: choose the list's only once the list is shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Screening' });
  await expect(page.getByText('No leads here.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Hired' });
  await page.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: 'Assigned to me' });
  await page.getByRole('textbox', { name: 'Position' }).fill('Web Development');
  await expect(page.getByRole('link', { name: application })).toBeVisible();
  expect(new URL(page.url()).searchParams.toString()).toBe(
    'status=hired&assignee=me&position=Web+Development',
  );
  await expectAccessible(page, 'the list, filtered');

  const actions = auditRowsOf(server, application).filter((row) => row.actor === recruiter);
  expect(new Set(actions.map((row) => row.action))).toEqual(
    new Set([
      'lead.read',
      'lead.work-read',
      'lead.deliveries-read',
      'cv.previewed',
      'cv.downloaded',
      'lead.status-changed',
      'lead.assigned',
      'lead.noted',
      // The lead's screen shows its timeline (the visitor's messages) and the reply templates filled for them.
      'lead.conversation-read',
      'lead.templates-read',
    ]),
  );
  expect(actions.filter((row) => row.action === 'lead.status-changed')).toHaveLength(hiringSteps.length);
});

test('a UK marketer releases a UK lead from spam and the staff mail arrives; India leads and applications stay out of sight', async ({
  browser,
}) => {
  const page = await enrolledPage(browser, server, marketer);
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Spam' });
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible();
  await page.getByRole('link', { name: spam }).click();
  const spamSection = page.getByRole('region', { name: 'Spam' });
  await expect(spamSection.getByRole('list', { name: 'Spam reasons' })).toContainText('many-links');
  await expect(page.getByRole('region', { name: 'Deliveries' })).toContainText(
    'Not queued: held back as spam',
  );
  await expectAccessible(page, 'a lead in spam');
  const notified = () =>
    server.mails.filter((mail) => mail.headers.get('subject') === `UK project enquiry (UK) - ref ${spam}`);
  expect(notified()).toEqual([]);

  await spamSection.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Released from spam: staff are notified/);
  // The button went with the spam: focus is on the section's heading, not lost to the page.
  await expect(page.getByRole('heading', { level: 2, name: 'Spam' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Not spam' })).toHaveCount(0);
  await expectAccessible(page, 'a lead just released');

  // The outbox worker sends the staff notification at its next poll, to the real SMTP server.
  await expect.poll(() => notified().length, { timeout: 20_000 }).toBe(1);
  const { text } = await simpleParser(notified()[0]!.raw);
  expect(text).toContain('oliver.hughes@example.co.uk');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Deliveries' })).toContainText(/Staff notification\s*Sent/);

  await page.goto(`${server.staffOrigin}/`);
  await expect(page.getByRole('link', { name: spam })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(application);
  await page.goto(`${server.staffOrigin}/?form=job-application`);
  await expect(page.getByRole('link', { name: application })).toHaveCount(0);
  await page.goto(`${server.staffOrigin}/leads/${application}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  for (const path of [
    staffApiPaths.lead(application),
    leadWorkPaths.work(application),
    leadWorkPaths.cv(application),
  ])
    expect((await page.request.get(`${server.staffOrigin}${path}`)).status(), path).toBe(404);
  expect(
    auditRowsOf(server, application)
      .filter((row) => row.actor === marketer)
      .map((row) => row.action),
  ).toEqual(['lead.refused', 'lead.refused', 'lead.refused', 'lead.refused']);
  expect(auditRowsOf(server, spam).map((row) => row.action)).toContain('lead.released');
});
