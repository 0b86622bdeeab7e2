import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formDefinitions } from '@agency/contract';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { sendIndiaApplication, sendUkEnquiry } from './public-submissions.ts';
import { enrolledPage, expectAccessible } from './staff-browser.ts';
import { inviteStaff } from './staff-invitations.ts';
import { admin, candidate, enquiry, marketer } from './story-cast.ts';

// One server; an admin of both regions with careers, and a UK marketer. axe runs in each state at two widths.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: InboxServer;
let ukReference: string;

const otherEnquiry = {
  ...enquiry,
  name: 'Amelia Clarke',
  email: 'amelia.clarke@example.co.uk',
  phone: '07700 900456',
};

test.beforeAll(async () => {
  // A server, three leads through the public API and two invitations: more than 30 s on a busy machine.
  test.setTimeout(120_000);
  server = await startInboxServer();
  await sendIndiaApplication(server.publicUrl, candidate);
  ukReference = await sendUkEnquiry(server.publicUrl, enquiry);
  await sendUkEnquiry(server.publicUrl, otherEnquiry);
  await inviteStaff(server, admin, ['--regions', 'in,uk', '--careers', '--admin']);
  await inviteStaff(server, marketer, ['--regions', 'uk']);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The Monday (UTC) of this week, as the reports name a week. */
function thisMonday(): string {
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  return new Date(today - ((new Date(today).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/** A report's section, by its heading. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A table's cells, row by row, as the page shows them (its head first). */
async function cellsOf(table: Locator): Promise<string[][]> {
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

const title = (form: keyof typeof formDefinitions) => formDefinitions[form].title;

test('an admin reads each chart’s numbers against the leads sent, downloads a CSV, and prints on A4', async ({
  browser,
}) => {
  const page = await enrolledPage(browser, server, admin);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeFocused();
  // The range is in the address: the last 30 days by default, until another is chosen.
  await page.getByRole('combobox', { name: 'Dates' }).selectOption({ label: 'Last 90 days' });
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

  const weeks = section(page, 'Leads per week');
  await expect(weeks.getByRole('img', { name: /^Leads per week, / })).toBeVisible();
  const weekCells = await cellsOf(weeks.getByRole('table', { name: 'Leads per week: the numbers' }));
  expect(weekCells[0]).toEqual([
    'Week of',
    title('proposal'),
    title('contact'),
    title('uk-enquiry'),
    title('job-application'),
    'Spam held',
    'Spam released',
  ]);
  expect(weekCells.find((row) => row[0] === thisMonday())).toEqual([
    thisMonday(),
    '0',
    '0',
    '2',
    '1',
    '0',
    '0',
  ]);

  const sources = section(page, 'Where leads come from');
  const sourceCells = await cellsOf(
    sources.getByRole('table', { name: 'Where leads come from: the numbers' }),
  );
  // The leads were sent without campaign tags or a referrer: all three under "(none)", none won or hired yet.
  expect(sourceCells).toEqual([
    ['Attribution', 'Value', 'Leads', 'Share', 'Won', 'Hired'],
    ...['Campaign source', 'Campaign medium', 'Campaign', 'Landing page', 'Referrer host'].map((name) => [
      name,
      '(none)',
      '3',
      '100.0%',
      '0',
      '0',
    ]),
  ]);

  const funnel = section(page, 'Hiring funnel per position');
  await expect(
    funnel.getByRole('img', { name: /Web Development: applications reaching each step/ }),
  ).toBeVisible();
  const funnelCells = await cellsOf(
    funnel.getByRole('table', { name: 'Hiring funnel per position: the numbers' }),
  );
  expect(funnelCells.slice(0, 3)).toEqual([
    [
      'Position',
      'Step',
      'Reached',
      'On to next step',
      'Median days in step',
      'Rejected here',
      'Withdrawn here',
    ],
    ['Web Development', 'Applied', '1', '0.0%', '—', '0', '0'],
    ['Web Development', 'Screening', '0', '—', '—', '0', '0'],
  ]);

  // No reply yet: said in words, and no chart of zeros.
  const response = section(page, 'First response');
  await expect(response).toContainText(
    'No replies have been recorded for the leads of these dates yet, so there is no response time to show.',
  );
  await expect(response.getByRole('img')).toHaveCount(0);
  await expectAccessible(page, 'reports without replies');

  // The CSV holds the table's cells.
  const download = page.waitForEvent('download');
  await weeks.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^leads-per-week-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await csv.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines.map((line) => line.split(','))).toEqual(
    weekCells.map((row) => row.map((cell) => (cell === '—' ? '' : cell))),
  );

  // A reply sent 90 minutes after the UK enquiry arrived, written to its table as the inbox's sending writes it.
  const db = new DatabaseSync(join(server.env.DATA_DIR, 'agency.sqlite'));
  try {
    db.exec('pragma busy_timeout = 5000');
    const { received_at: received } = db
      .prepare('select received_at from submissions where id = ?')
      .get(ukReference) as { received_at: string };
    const sent = new Date(Date.parse(received) + 90 * 60_000).toISOString();
    db.prepare(
      `insert into lead_replies (id, submission_id, staff_id, author, subject, body, template, message_id, in_reply_to,
        "references", created_at, send_after, cancelled_at, cancelled_by, bounced_at, bounce_reason, attempts, queued_at,
        next_attempt_at, locked_until, sent_at, last_error)
       values ('reply-1', ?, null, ?, 'Your enquiry', 'Thank you, we will call today.', null, '<reply-1@agency.example>',
        null, null, ?, ?, null, null, null, null, 1, ?, ?, null, ?, null)`,
    ).run(ukReference, admin, sent, sent, sent, sent, sent);
  } finally {
    db.close();
  }
  await page.reload();
  await expect(response.getByRole('img', { name: /^First response, / })).toBeVisible();
  const responseCells = await cellsOf(response.getByRole('table', { name: 'First response: the numbers' }));
  expect(responseCells[0]).toEqual([
    'Week of',
    'Leads answered',
    'Median first response (hours)',
    '90th percentile (hours)',
  ]);
  expect(responseCells.find((row) => row[0] === thisMonday())).toEqual([thisMonday(), '1', '1.5', '1.5']);
  // A week none of whose leads was answered shows no figure, not a zero.
  expect(
    responseCells
      .filter((row) => row[0] !== thisMonday())
      .slice(1)
      .every((row) => row[2] === '—'),
  ).toBe(true);
  await expectAccessible(page, 'reports with a reply');

  // On paper: the reports alone, each chart within an A4 page's width (180 mm at 96 px an inch is 680 px).
  await page.setViewportSize({ width: 680, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Inbox' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Report range' })).toBeHidden();
  const widths = await page
    .locator('figure svg')
    .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
  expect(widths.length).toBeGreaterThan(3);
  expect(Math.max(...widths)).toBeLessThanOrEqual(680);
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a UK marketer’s reports count UK leads alone, and no application', async ({ browser }) => {
  const page = await enrolledPage(browser, server, marketer);
  await page.goto(`${server.staffOrigin}/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const weekCells = await cellsOf(section(page, 'Leads per week').getByRole('table'));
  expect(weekCells[0]).toEqual([
    'Week of',
    title('proposal'),
    title('contact'),
    title('uk-enquiry'),
    'Spam held',
    'Spam released',
  ]);
  expect(weekCells.find((row) => row[0] === thisMonday())).toEqual([thisMonday(), '0', '0', '2', '0', '0']);
  await expect(section(page, 'Hiring funnel per position')).toHaveCount(0);
  // India is not hers: asked for by the address, it counts nothing.
  await page.goto(`${server.staffOrigin}/reports?region=in`);
  await expect(section(page, 'Where leads come from')).toContainText('No leads arrived on these dates.');
  await expectAccessible(page, 'a region not hers');
});
