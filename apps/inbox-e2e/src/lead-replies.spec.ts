import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { startImapServer, type ImapTestServer } from '@agency/test-receivers';
import { auditRowsOf } from './audit-rows.ts';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { sendIndiaApplication } from './public-submissions.ts';
import { enrolledPage, expectAccessible, leadRows } from './staff-browser.ts';
import { inviteStaff } from './staff-invitations.ts';
import { candidate, otherCandidate, recruiter } from './story-cast.ts';

// A recruiter answers candidates from the inbox: the step's template, ready when the application
// moves, goes after the undo window to the real SMTP server; the candidate's answer, delivered to
// the reply mailbox (a real Dovecot the server reads), comes back to her lead; Undo keeps one; a
// rejection waits for its delay (the server's clock is moved past it), and a cancelled one never goes.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const thirdCandidate = {
  ...candidate,
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya.menon@example.com',
};

let server: InboxServer;
let mailbox: ImapTestServer;
let screened: string;
let rejected: string;
let cancelled: string;
let page: Page;

test.beforeAll(async ({ browser }) => {
  mailbox = await startImapServer();
  server = await startInboxServer({
    movableClock: true,
    env: {
      REPLY_MAILBOX: 'replies@agency.example',
      REPLY_UNDO_SECONDS: '4',
      OUTBOX_POLL_MS: '200',
      INBOUND_IMAP_URL: mailbox.url(),
      INBOUND_POLL_MS: '1000',
    },
  });
  screened = await sendIndiaApplication(server.publicUrl, candidate);
  rejected = await sendIndiaApplication(server.publicUrl, otherCandidate);
  cancelled = await sendIndiaApplication(server.publicUrl, thirdCandidate);
  await inviteStaff(server, recruiter, ['--regions', 'in', '--careers']);
  page = await enrolledPage(browser, server, recruiter);
});

test.afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

/** The mails the real SMTP server received for an address, read as their reader's mail app reads them. */
const mailsTo = (email: string) =>
  Promise.all(server.mails.filter((mail) => mail.to.includes(email)).map((mail) => simpleParser(mail.raw)));
/** Besides the confirmation every applicant gets as the lead is stored. */
const repliesTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => !mail.headers.has('auto-submitted'));

async function openLead(reference: string) {
  await page.goto(`${server.staffOrigin}/leads/${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `Job application ${reference}` })).toBeVisible();
}

async function moveTo(step: string) {
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: step });
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Status: ${step}` })).toBeVisible();
}

const reply = () => page.getByRole('region', { name: 'Reply' });
const timeline = () => page.getByRole('list', { name: 'Timeline, oldest first' });

test('a recruiter moves an application to screening and sends its template; Needs a reply lists it until then', async () => {
  // The box shows the address's filter: checked once the list has moved to it.
  await page.getByRole('checkbox', { name: 'Needs a reply' }).click();
  await expect(page.getByRole('checkbox', { name: 'Needs a reply' })).toBeChecked();
  await expect(leadRows(page)).toHaveCount(3);
  await expect(page.getByRole('row', { name: new RegExp(screened) })).toContainText(/\d+ min|under a minute/);
  expect(new URL(page.url()).searchParams.get('needsReply')).toBe('1');
  await expectAccessible(page, 'the list filtered to leads that need a reply');

  await openLead(screened);
  await expect(reply().getByRole('combobox', { name: 'Start from' })).toHaveValue('application-received');
  await moveTo('Screening');
  // The step's template is offered at once, filled in for Priya and her position; nothing is sent yet.
  await expect(reply()).toContainText(
    'Ready to send for the step Screening: “Hiring step 1 — screening call”',
  );
  await expect(reply().getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Next step for Web Development: a screening call',
  );
  const message = reply().getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(/^Hello Priya,\n\nThank you for your patience\. .*Web Development role/s);
  await expect(message).toHaveValue(/Asha Recruiter\nTalent acquisition, Brightpath Digital/);
  await expect(reply().getByRole('checkbox', { name: /rejection delay/ })).not.toBeChecked();
  await expectAccessible(page, 'the composer with the step’s template');
  expect(await repliesTo(candidate.email)).toEqual([]);

  await message.press('Control+End');
  await message.pressSequentially('\nP.S. Mornings suit us best.');
  await reply().getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Reply queued: it goes in 4 seconds unless you press Undo\.\s?$/,
  );
  await expect(reply().getByRole('button', { name: 'Undo' })).toBeFocused();
  await expectAccessible(page, 'a reply held for Undo');

  // The outbox sends it once the window ends, to the real SMTP server.
  await expect.poll(async () => (await repliesTo(candidate.email)).length, { timeout: 30_000 }).toBe(1);
  const [sent] = await repliesTo(candidate.email);
  expect(sent!.subject).toBe('Next step for Web Development: a screening call');
  expect(sent!.from?.text).toBe('"Brightpath Digital" <leads@example.com>');
  expect(sent!.replyTo?.value[0]?.address).toMatch(/^replies\+[a-z2-7]{32}@agency\.example$/);
  expect(sent!.text).toContain('Hello Priya,');
  expect(sent!.text).toContain('P.S. Mornings suit us best.');
  expect(sent!.inReplyTo).toBe(`<confirmation-${screened}@example.com>`);
  await expect(reply().getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(/^Reply handed to the outbox/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reply' })).toBeFocused();

  await expect(timeline().getByRole('article', { name: /^Reply, / })).toContainText(/Sent /, {
    timeout: 20_000,
  });
  const facts = page.getByRole('region', { name: 'Timeline' });
  await expect(facts).toContainText(/First response\s*\d+ (min|h|days)|First response\s*under a minute/);
  await expect(facts).toContainText('Awaiting our reply');
  await expect(facts).toContainText('No: answered');
  await expect(timeline().getByRole('article', { name: /^Status: Screening, / })).toContainText(recruiter);
  await expectAccessible(page, 'the timeline with the reply sent');

  // Answered: it leaves Needs a reply.
  await page.goto(`${server.staffOrigin}/?needsReply=1`);
  await expect(leadRows(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: screened })).toHaveCount(0);
  await page.goto(`${server.staffOrigin}/`);
  await expect(
    page
      .getByRole('row', { name: new RegExp(screened) })
      .getByRole('cell')
      .last(),
  ).toHaveText('No');

  const actions = auditRowsOf(server, screened).map((row) => row.action);
  expect(actions).toContain('lead.reply-sent');
  expect(actions).toContain('lead.conversation-read');
});

test('Undo, from the keyboard, keeps a reply from going and brings its text back', async () => {
  await openLead(screened);
  await reply()
    .getByRole('combobox', { name: 'Start from' })
    .selectOption({ label: 'Nothing: write it yourself' });
  await reply().getByRole('textbox', { name: 'Message' }).fill('Sorry, one more thing: wrong date.');
  await reply().getByRole('button', { name: 'Send' }).click();
  const undo = reply().getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(/^Undone: nothing was sent\./);
  await expect(reply().getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(reply().getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Sorry, one more thing: wrong date.',
  );
  await expect(
    timeline()
      .getByRole('article', { name: /^Reply, / })
      .last(),
  ).toContainText(`Cancelled by ${recruiter}`);
  await expectAccessible(page, 'a reply undone');
  // Past its window and many polls later: still only the first reply.
  await page.waitForTimeout(6_000);
  expect(await repliesTo(candidate.email)).toHaveLength(1);
});

test('the candidate’s answer comes back to her lead: on its timeline, and in Needs a reply until it is answered', async () => {
  const [ours] = await repliesTo(candidate.email);
  // As her mail app answers: to the Reply-To, in the thread, our words quoted below hers.
  await mailbox.append(
    [
      `From: Priya Sharma <${candidate.email}>`,
      `To: ${ours!.replyTo!.text}`,
      `Subject: Re: ${ours!.subject}`,
      `Message-ID: <answer-${screened}@mail.example>`,
      `In-Reply-To: ${ours!.messageId}`,
      `References: ${ours!.messageId}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Tuesday at 10 works for me.',
      '',
      `On ${new Date().toUTCString()}, Brightpath Digital wrote:`,
      '> Hello Priya,',
      '',
    ].join('\r\n'),
  );
  // The server files it from the mailbox, then deletes it there.
  await expect.poll(async () => (await mailbox.contents()).length, { timeout: 30_000 }).toBe(0);

  await page.goto(`${server.staffOrigin}/?needsReply=1`);
  await expect(page.getByRole('link', { name: screened })).toBeVisible();
  await expect(leadRows(page)).toHaveCount(3);

  await openLead(screened);
  const answer = timeline().getByRole('article', { name: /^Message from the visitor, / });
  await expect(answer).toContainText(`from ${candidate.email}`);
  await expect(answer).toContainText(`Subject: Re: ${ours!.subject}`);
  await expect(answer).toContainText('Tuesday at 10 works for me.');
  // What her mail app quoted is ours already: only her new words are kept.
  await expect(answer).not.toContainText('> Hello Priya');
  await expect(page.getByRole('region', { name: 'Timeline' })).not.toContainText('No: answered');
  await expectAccessible(page, 'the timeline with the candidate’s answer');

  await reply()
    .getByRole('combobox', { name: 'Start from' })
    .selectOption({ label: 'Nothing: write it yourself' });
  await reply().getByRole('textbox', { name: 'Message' }).fill('Tuesday at 10 it is. Speak then!');
  await reply().getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Reply queued/);
  await expect.poll(async () => (await repliesTo(candidate.email)).length, { timeout: 30_000 }).toBe(2);
  // Answered again: it leaves Needs a reply.
  await page.goto(`${server.staffOrigin}/?needsReply=1`);
  await expect(leadRows(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: screened })).toHaveCount(0);
});

test('a rejection waits for its delay and is sent after it; a cancelled one never is', async () => {
  for (const reference of [rejected, cancelled]) {
    await openLead(reference);
    await moveTo('Rejected');
    await expect(reply().getByRole('checkbox', { name: /rejection delay \(2 hours\)/ })).toBeChecked();
    await expect(reply().getByRole('textbox', { name: 'Subject' })).toHaveValue(
      `Your application for Web Development (ref ${reference})`,
    );
    await reply().getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText(
      /^Reply scheduled for .+: press Cancel sending to stop it\./,
    );
    await expect(reply().getByRole('button', { name: 'Cancel sending' })).toBeFocused();
  }
  await expectAccessible(page, 'a rejection scheduled');
  // Cancelled from the lead's timeline, a while later.
  await page.reload();
  const held = timeline().getByRole('article', { name: /^Reply, / });
  await expect(held).toContainText('Held until');
  await held.getByRole('button', { name: /^Cancel sending: / }).click();
  await expect(page.getByRole('status')).toHaveText(/^Cancelled: that reply will not be sent\./);
  await expect(page.getByRole('heading', { level: 2, name: 'Timeline' })).toBeFocused();
  await expect(held).toContainText(`Cancelled by ${recruiter}`);
  await expectAccessible(page, 'a scheduled rejection cancelled');

  await page.waitForTimeout(2_000);
  expect(await repliesTo(otherCandidate.email)).toEqual([]);
  // Past the delay on the server's clock: the one left goes, once; the cancelled one never.
  server.moveClock(3);
  await expect.poll(async () => (await repliesTo(otherCandidate.email)).length, { timeout: 30_000 }).toBe(1);
  await page.waitForTimeout(2_000);
  expect(await repliesTo(otherCandidate.email)).toHaveLength(1);
  expect(await repliesTo(thirdCandidate.email)).toEqual([]);
  expect((await repliesTo(otherCandidate.email))[0]!.text).toContain('Hello Arjun,');
});
