import { expect, test, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { senderDiffers, verdictWords } from '@agency/staff-contract';
import { startImapServer, type ImapTestServer } from '@agency/test-receivers';
import { startInboxServer, type InboxServer } from './inbox-server.ts';
import { sendIndiaApplication } from './public-submissions.ts';
import { enrolledPage, expectAccessible } from './staff-browser.ts';
import { inviteStaff } from './staff-invitations.ts';
import { candidate, recruiter } from './story-cast.ts';

// What the inbox says about who sent a visitor's answer, read by the real server from a real
// Dovecot: a message its own mail server left no verdict on is `unknown`, said in neutral words
// with what would make it known; one whose DMARC the agency's mail server saw fail is red.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The agency's own mail server, whose Authentication-Results the server trusts. */
const authservId = 'mx.agency.example';
/** theme.colors.danger (#a4161a), as the browser computes it. */
const dangerColour = 'rgb(164, 22, 26)';

let server: InboxServer;
let mailbox: ImapTestServer;
let reference: string;
let page: Page;

test.beforeAll(async ({ browser }) => {
  mailbox = await startImapServer();
  server = await startInboxServer({
    env: {
      REPLY_MAILBOX: 'replies@agency.example',
      REPLY_UNDO_SECONDS: '1',
      OUTBOX_POLL_MS: '200',
      INBOUND_IMAP_URL: mailbox.url(),
      INBOUND_POLL_MS: '1000',
      INBOUND_AUTHSERV_ID: authservId,
    },
  });
  reference = await sendIndiaApplication(server.publicUrl, candidate);
  await inviteStaff(server, recruiter, ['--regions', 'in', '--careers']);
  page = await enrolledPage(browser, server, recruiter);
});

test.afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

const colourOf = (line: Locator) => line.evaluate((element) => getComputedStyle(element).color);

test('an unknown verdict is neutral, saying what would make it known; a DMARC fail is red', async () => {
  // A reply first: its Reply-To carries the lead's token, which files the answers.
  await page.goto(`${server.staffOrigin}/leads/${reference}`);
  const reply = page.getByRole('region', { name: 'Reply' });
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Reply queued/);
  // Besides the confirmation every applicant gets (Auto-Submitted), read as her mail app reads them.
  const replies = async () =>
    (
      await Promise.all(
        server.mails
          .filter((mail) => mail.to.includes(candidate.email))
          .map((mail) => simpleParser(mail.raw)),
      )
    ).filter((mail) => !mail.headers.has('auto-submitted'));
  await expect.poll(async () => (await replies()).length, { timeout: 30_000 }).toBe(1);
  const [ours] = await replies();

  const answer = (subject: string, from: string, headers: string[]) =>
    [
      ...headers,
      `From: Priya Nair <${from}>`,
      `To: ${ours!.replyTo!.text}`,
      `Subject: ${subject}`,
      `Message-ID: <${subject.replaceAll(' ', '-')}-${reference}@mail.example>`,
      `In-Reply-To: ${ours!.messageId}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Tuesday at 10 works for me.',
      '',
    ].join('\r\n');
  // No Authentication-Results of the agency's server on it: SPF and DMARC unknown, and no DKIM signature.
  await mailbox.append(answer('Unchecked', candidate.email, []));
  // The agency's server saw SPF and DMARC fail, and says so on top, as a receiving server does.
  await mailbox.append(
    answer('Forged', candidate.email, [
      `Authentication-Results: ${authservId}; spf=fail smtp.mailfrom=example.com; dmarc=fail (p=reject) header.from=example.com`,
    ]),
  );
  // From another address than the lead gave, everything else passing.
  await mailbox.append(
    answer('Other address', 'P.Nair@Work.example', [
      `Authentication-Results: ${authservId}; spf=pass smtp.mailfrom=work.example; dmarc=pass header.from=work.example`,
    ]),
  );
  await expect.poll(async () => (await mailbox.contents()).length, { timeout: 30_000 }).toBe(0);

  await page.reload();
  const message = (subject: string) =>
    page
      .getByRole('list', { name: 'Timeline, oldest first' })
      .getByRole('article', { name: /^Message from the visitor, / })
      .filter({ hasText: `Subject: ${subject}` });
  await expect(message('Unchecked')).toBeVisible();

  const unchecked = message('Unchecked');
  const unknown = unchecked.getByText(verdictWords.unknown('SPF unknown, DMARC unknown'), { exact: true });
  const unsigned = unchecked.getByText(verdictWords.unsigned('DKIM none'), { exact: true });
  await expect(unknown).toBeVisible();
  await expect(unknown).toContainText('INBOUND_AUTHSERV_ID');
  await expect(unsigned).toBeVisible();
  await expect(unchecked.getByText(/^Failed checks/)).toHaveCount(0);
  // Neutral: the text's own colour, the one the message's words have.
  const textColour = await colourOf(unchecked.getByText('Tuesday at 10 works for me.'));
  expect(textColour).not.toBe(dangerColour);
  expect(await colourOf(unknown)).toBe(textColour);
  expect(await colourOf(unsigned)).toBe(textColour);

  const forged = message('Forged');
  const failed = forged.getByText(verdictWords.failed('SPF fail, DMARC fail'), { exact: true });
  await expect(failed).toBeVisible();
  expect(await colourOf(failed)).toBe(dangerColour);
  expect(await colourOf(forged.getByText(verdictWords.unsigned('DKIM none'), { exact: true }))).toBe(
    textColour,
  );

  const other = message('Other address');
  const differs = other.getByText(senderDiffers('P.Nair@Work.example', candidate.email), { exact: true });
  await expect(differs).toBeVisible();
  expect(await colourOf(differs)).toBe(textColour);
  await expect(other.getByText(verdictWords.unsigned('DKIM none'), { exact: true })).toBeVisible();
  await expect(other.getByText(verdictWords.somePassed('SPF, DMARC'), { exact: true })).toBeVisible();
  // The lead's own address, in the other messages, is not said to differ.
  await expect(unchecked.getByText(/^Sent from /)).toHaveCount(0);

  await expectAccessible(page, 'the timeline with an unknown, a failed and another sender’s verdicts');
});
