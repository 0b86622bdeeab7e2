import { expect, test } from '@playwright/test';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { sendIndiaApplication } from './public-submissions.ts';
import { enrolledPage, expectAccessible, leadRows } from './staff-browser.ts';
import { staffIdOf } from './staff-ids.ts';
import { inviteStaff } from './staff-invitations.ts';
import { candidate, colleague, marketer, otherCandidate, recruiter } from './story-cast.ts';

// axe at two widths on the filtered list: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

let server: InboxServer;
let meerasApplication: string;
let otherApplication: string;

test.beforeAll(async () => {
  // A server, two applications and three CLI runs on a shared, busy host: more than a hook's default 30 s.
  test.setTimeout(120_000);
  server = await startInboxServer();
  meerasApplication = await sendIndiaApplication(server.publicUrl, candidate);
  otherApplication = await sendIndiaApplication(server.publicUrl, otherCandidate);
  await inviteStaff(server, recruiter, ['--regions', 'in', '--careers']);
  await inviteStaff(server, colleague, ['--regions', 'in', '--careers']);
  await inviteStaff(server, marketer, ['--regions', 'uk']);
});

test.afterAll(async () => {
  await server?.stop();
});

test('an India recruiter lists what is on her colleague’s desk, the colleague named by id in the address', async ({
  browser,
}) => {
  // Meera takes Priya's application.
  const meera = await enrolledPage(browser, server, colleague);
  await meera.getByRole('link', { name: meerasApplication }).click();
  await meera.getByRole('combobox', { name: 'Assignee' }).selectOption(colleague);
  await meera.getByRole('button', { name: 'Save assignee' }).click();
  await expect(meera.getByRole('status')).toHaveText(new RegExp(`^Assigned to ${colleague}\\.\\s?$`));

  const page = await enrolledPage(browser, server, recruiter);
  await expect(leadRows(page)).toHaveCount(2);
  const assignee = page.getByRole('combobox', { name: 'Assignee' });
  // Her colleagues of India only: Tom works on the UK's leads and is not offered.
  await expect(assignee.getByRole('option')).toHaveText([
    'Anyone or nobody',
    'Assigned to me',
    'Not assigned',
    `Assigned to ${colleague}`,
  ]);
  await assignee.selectOption({ label: `Assigned to ${colleague}` });
  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).first()).toContainText(meerasApplication);
  await expect(leadRows(page).first()).toContainText('Priya Nair');
  await expect(page.getByRole('table')).not.toContainText(otherApplication);
  expect(new URL(page.url()).searchParams.toString()).toBe(`assignee=${staffIdOf(server, colleague)}`);
  expect(page.url()).not.toContain('meera');
  await expectAccessible(page, 'the list of a colleague’s leads');

  // The link works as it stands, on a fresh load.
  await page.reload();
  await expect(assignee).toHaveValue(staffIdOf(server, colleague));
  await expect(leadRows(page)).toHaveCount(1);

  // An id that is no colleague's, or one of someone sharing no region with her, lists nothing.
  for (const id of [crypto.randomUUID(), staffIdOf(server, marketer)]) {
    await page.goto(`${server.staffOrigin}/?assignee=${id}`);
    await expect(page.getByText('No leads here.')).toBeVisible();
    await expect(leadRows(page)).toHaveCount(0);
  }
});
