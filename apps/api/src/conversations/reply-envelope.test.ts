import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  leadConversationPaths,
  staffApiPaths,
  type InboundEntry,
  type LeadPage,
  type LeadTimeline,
  type ReplyAccepted,
  type ReplyEntry,
} from '@agency/staff-contract';
import { startSmtpTestServer } from '@agency/test-receivers';
import type { OutboxWorker } from '../notifications/outbox-worker.ts';
import { createSmtpTransport } from '../notifications/smtp-transport.ts';
import { testReplyMailbox, testReplyOptions, testReplyWorker } from '../test-support/reply-fixtures.ts';
import { deliveryReport, replyMail } from '../test-support/reply-mail.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { engines } from '../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../test-support/test-staff.ts';
import { fileInbound, type FilingContext } from './inbound-filing.ts';
import { replyAddress } from './reply-token.ts';

// The whole way round: a reply sent by the outbox to a relay that takes DSN
// parameters, then what comes back to the mailbox about it, read as the
// mailbox reader files it, and what staff see of it in the inbox's API.
describe.each(engines)('a reply’s envelope, and what comes back to it, on %s', (engine) => {
  let staff: TestStaff;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let transport: ReturnType<typeof createSmtpTransport>;
  let worker: OutboxWorker;
  let cookie: string;
  let context: FilingContext;

  beforeAll(async () => {
    staff = await startTestStaff(engine, { replies: testReplyOptions() });
    smtp = await startSmtpTestServer({ dsn: true });
    transport = createSmtpTransport(smtp.url, 60_000, 1);
    worker = testReplyWorker(staff.db, engine, transport, () => staff.clock.now);
    cookie = (await staff.enrol(await staff.inviteMember('sales@agency.example', ['in']))).cookie;
    context = { db: staff.db, replyMailbox: testReplyMailbox, authservId: undefined, cvMaxBytes: 64 * 1024 };
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await staff?.close();
  });

  /** A lead answered from the inbox, its reply sent; with the mail the relay received. */
  const answeredLead = async (email: string) => {
    const lead = await seedLead(staff.db, { form: 'contact', region: 'in', email });
    const sent = await staff.post(
      leadConversationPaths.replies(lead),
      { subject: 'Hello', body: 'Thanks for writing.', template: null, delayed: false },
      { cookie },
    );
    const { reply } = sent.json<ReplyAccepted>();
    staff.clock.now += 20_000;
    expect(await worker.runOnce()).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(email))!;
    return { lead, reply, mail, messageId: `<reply-${reply.id}@agency.example>` };
  };
  const timelineOf = async (lead: string) =>
    (await staff.get(leadConversationPaths.timeline(lead), cookie)).json<LeadTimeline>();
  const replyOn = async (lead: string) =>
    (await timelineOf(lead)).entries.find((e): e is ReplyEntry => e.kind === 'reply')!;
  const needingReply = async () =>
    (await staff.get(`${staffApiPaths.leads}?needsReply=1`, cookie))
      .json<LeadPage>()
      .leads.map((row) => row.reference);

  it('sends each reply from an envelope address of its own, with ENVID and ORCPT, and honours only a report that comes back there about its recipient', async () => {
    const priya = await answeredLead('priya@example.com');
    const kai = await answeredLead('kai@example.com');
    const envelopeOf = async (id: string) =>
      (
        await staff.db
          .selectFrom('lead_replies')
          .select('envelope_token')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).envelope_token;
    expect(priya.mail.from).toBe(`replies+b${await envelopeOf(priya.reply.id)}@agency.example`);
    expect(priya.mail.from).toMatch(/^replies\+b[a-z2-7]{32}@agency\.example$/);
    expect(kai.mail.from).toBe(`replies+b${await envelopeOf(kai.reply.id)}@agency.example`);
    expect(kai.mail.from).not.toBe(priya.mail.from);
    expect(priya.mail.dsn).toEqual({
      envid: priya.messageId,
      ret: 'HDRS',
      orcpt: ['rfc822;priya@example.com'],
      notify: [['FAILURE']],
    });

    // Forged: to the bare mailbox, naming Priya's reply, from anyone; and one to Kai's envelope
    // address about someone else. Both left for a person; both replies still read as sent.
    const forged = deliveryReport({
      to: testReplyMailbox,
      messageId: priya.messageId,
      finalRecipient: 'priya@example.com',
    });
    expect(await fileInbound(context, forged)).toEqual({ outcome: 'left', reason: 'report-not-to-envelope' });
    const other = deliveryReport({
      to: testReplyMailbox,
      deliveredTo: kai.mail.from,
      messageId: kai.messageId,
      finalRecipient: 'someone@example.org',
    });
    expect(await fileInbound(context, other)).toEqual({
      outcome: 'left',
      reason: 'report-of-another-recipient',
    });
    expect((await replyOn(priya.lead)).state).toBe('sent');
    expect((await replyOn(kai.lead)).state).toBe('sent');

    // Real: back at Priya's envelope address, about her.
    const real = deliveryReport({
      to: priya.mail.from,
      deliveredTo: priya.mail.from,
      messageId: priya.messageId,
      finalRecipient: 'priya@example.com',
    });
    expect(await fileInbound(context, real)).toEqual({ outcome: 'bounce' });
    expect(await replyOn(priya.lead)).toMatchObject({
      state: 'bounced',
      bounceReason: '5.1.1 550 5.1.1 <priya@example.com>: Recipient address rejected: User unknown',
    });
    expect((await replyOn(kai.lead)).state).toBe('sent');
  });

  it('files an out-of-office as an automatic reply that leaves Needs a reply as it was, and a list’s message as an answer', async () => {
    const meera = await answeredLead('meera@example.com');
    const token = (
      await staff.db
        .selectFrom('lead_reply_tokens')
        .select('token')
        .where('submission_id', '=', meera.lead)
        .executeTakeFirstOrThrow()
    ).token;
    expect(await needingReply()).not.toContain(meera.lead);

    staff.clock.now += 60_000;
    const away = (to: string, header: [string, string], messageId: string) =>
      replyMail({
        from: 'Meera <meera@example.com>',
        to,
        subject: 'Out of office: Hello',
        text: 'I am away until Monday.',
        messageId,
        receivedHeaders: [header],
      });
    // To the Reply-To (RFC 3834 says the Return-Path; many go to Reply-To), and to the envelope address.
    const atReplyTo = await away(
      replyAddress(testReplyMailbox, token),
      ['Auto-Submitted', 'auto-replied'],
      '<away-1@example.com>',
    );
    const atEnvelope = await away(meera.mail.from, ['X-Autoreply', 'yes'], '<away-2@example.com>');
    for (const raw of [atReplyTo, atEnvelope])
      expect(await fileInbound({ ...context, now: () => new Date(staff.clock.now) }, raw)).toEqual({
        outcome: 'filed',
        leadId: meera.lead,
      });
    expect(await needingReply()).not.toContain(meera.lead);
    const timeline = await timelineOf(meera.lead);
    expect(timeline.awaitingSince).toBeNull();
    const inbound = timeline.entries.filter((e): e is InboundEntry => e.kind === 'inbound');
    expect(inbound.map((e) => [e.subject, e.messageKind])).toEqual([
      ['Out of office: Hello', 'automatic'],
      ['Out of office: Hello', 'automatic'],
    ]);

    // Undo of a later reply works who waits out again from the messages: still not for the automatic ones.
    const { reply: undone } = (
      await staff.post(
        leadConversationPaths.replies(meera.lead),
        { subject: 'Again', body: 'Typo.', template: null, delayed: false },
        { cookie },
      )
    ).json<ReplyAccepted>();
    await staff.post(leadConversationPaths.cancelReply(meera.lead, undone.id), {}, { cookie });
    expect(await needingReply()).not.toContain(meera.lead);

    // A person may have written through a list: an answer, and the lead waits for us again.
    staff.clock.now += 60_000;
    const viaList = await replyMail({
      from: 'Meera <meera@example.com>',
      to: replyAddress(testReplyMailbox, token),
      text: 'Back now: Tuesday works.',
      messageId: '<list-1@example.com>',
      receivedHeaders: [['List-Id', 'Hiring team <hiring.meera.example>']],
    });
    expect(await fileInbound({ ...context, now: () => new Date(staff.clock.now) }, viaList)).toEqual({
      outcome: 'filed',
      leadId: meera.lead,
    });
    expect(await needingReply()).toContain(meera.lead);
    const after = await timelineOf(meera.lead);
    expect(after.awaitingSince).toBe(new Date(staff.clock.now).toISOString());
    expect(
      after.entries.filter((e): e is InboundEntry => e.kind === 'inbound').map((e) => e.messageKind),
    ).toEqual(['automatic', 'automatic', 'list']);
    // Nothing was mailed back to anyone: the product answers no mail by itself.
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received.map((m) => m.to)).toEqual([['meera@example.com']]);
  });
});
