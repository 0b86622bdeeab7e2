import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '@agency/document-samples';
import { createImapReader } from './imap-reader.ts';
import { MailboxHealth } from './inbound-health.ts';
import { imapAccount, type InboundSettings } from './inbound-settings.ts';
import { replyAddress, replyTokenFor } from './reply-token.ts';
import { replyMail } from '../test-support/reply-mail.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';
import { startImapServer, type ImapTestServer } from '@agency/test-receivers';

const replyMailbox = 'replies@agency.example';
const pdf = Buffer.from(samplePdf({ marker: 'Reply attachment' }));
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function settings(imap: ImapTestServer, overrides: Partial<InboundSettings> = {}): InboundSettings {
  return {
    account: imapAccount(imap.url()),
    oauth: undefined,
    replyMailbox,
    pollMs: 60_000,
    afterFiling: { kind: 'delete' },
    authservId: 'mx.agency.example',
    alertMs: 60_000,
    timeoutMs: 10_000,
    maxBytes: 25 * 1024 * 1024,
    attachmentsMax: 10,
    ...overrides,
  };
}

describe.each(engines)('the reply mailbox read over IMAP, on %s', (engine) => {
  let database: TestDatabase;
  let imap: ImapTestServer;
  beforeAll(async () => {
    [database, imap] = await Promise.all([createTestDatabase(engine), startImapServer()]);
  });
  afterAll(async () => {
    await imap?.stop();
    await database?.drop();
  });

  it('files each answer on the lead its address names, then deletes it; leaves the rest, unread', async () => {
    const lead = await seedLead(database.db, { form: 'contact', region: 'in', email: 'asha@example.com' });
    const token = await replyTokenFor(database.db, lead, new Date());
    await imap.append(
      await replyMail({
        to: replyAddress(replyMailbox, token),
        subject: 'Re: Your enquiry',
        text: 'Friday at ten suits me.\n\nOn Mon, 3 Nov 2025 at 10:00, Agency <replies@agency.example> wrote:\n> Would Friday suit you?\n',
        messageId: '<answer-1@example.com>',
        attachments: [{ filename: 'cv.pdf', content: pdf }],
      }),
    );
    await imap.append(
      await replyMail({ to: replyMailbox, text: 'No token here', messageId: '<plain@example.com>' }),
    );
    const reader = createImapReader({
      settings: settings(imap),
      filing: { db: database.db, replyMailbox, authservId: 'mx.agency.example', cvMaxBytes: 5 * 1024 * 1024 },
      health: new MailboxHealth(60_000, quiet),
      log: quiet,
    });
    try {
      expect(await reader.runOnce()).toEqual({ filed: 1, duplicates: 0, bounces: 0, left: 1 });
      const rows = await database.db.selectFrom('lead_inbound').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        submission_id: lead,
        message_id: '<answer-1@example.com>',
        from_address: 'asha@example.com',
        subject: 'Re: Your enquiry',
        body: 'Friday at ten suits me.',
        dkim: 'none',
        spf: 'unknown',
        dmarc: 'unknown',
        attachments_dropped: 0,
      });
      const files = await database.db.selectFrom('lead_inbound_attachments').selectAll().execute();
      expect(files.map((f) => [f.file_name.replace(/-[0-9a-f]{8}-/, '-X-'), f.media_type, f.size])).toEqual([
        ['reply-X-1.pdf', 'application/pdf', pdf.length],
      ]);
      const left = await imap.contents();
      expect(left.map((m) => [String(m.source).includes('No token here'), m.flags])).toEqual([[true, []]]);
      // Read again: the message left is not read again, nothing is filed twice.
      expect(await reader.runOnce()).toEqual({ filed: 0, duplicates: 0, bounces: 0, left: 1 });
    } finally {
      await reader.stop();
    }
  });
});
