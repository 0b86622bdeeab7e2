import { authenticate } from 'mailauth';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  leadConversationPaths,
  leadWorkPaths,
  type LeadReplyTemplates,
  type LeadTimeline,
  type ReplyAccepted,
} from '@agency/staff-contract';
import { startSmtpTestServer } from '@agency/test-receivers';
import type { OutboxWorker } from '../../notifications/outbox-worker.ts';
import { createSmtpTransport } from '../../notifications/smtp-transport.ts';
import {
  confirmationSent,
  dnsWith,
  fileInbound,
  testDkimKey,
  testReplyOptions,
  testReplyWorker,
} from '../../test-support/reply-fixtures.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import {
  alreadySentMessage,
  badReplyMessage,
  beingSentMessage,
  repliesOffMessage,
  spamReplyMessage,
  unknownTemplateMessage,
} from './lead-conversation-routes.ts';

const dkim = testDkimKey();

describe.each(engines)('answering a lead from the inbox on %s', (engine) => {
  let staff: TestStaff;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let transport: ReturnType<typeof createSmtpTransport>;
  let worker: OutboxWorker;
  let recruiter: string;
  let marketer: string;
  let salesNoCareers: string;
  let ahead = 0;

  beforeAll(async () => {
    staff = await startTestStaff(engine, { replies: testReplyOptions() });
    smtp = await startSmtpTestServer();
    transport = createSmtpTransport(smtp.url, 60_000, 1, dkim);
    // Its own clock, moved ahead of the staff clock: hours pass for the outbox while the members'
    // sessions (30 minutes idle) stay open.
    worker = testReplyWorker(staff.db, engine, transport, () => staff.clock.now + ahead);
    recruiter = (
      await staff.enrol(await staff.inviteMember('asha.rao@agency.example', ['in'], { careers: true }))
    ).cookie;
    salesNoCareers = (await staff.enrol(await staff.inviteMember('sales@agency.example', ['in']))).cookie;
    marketer = (await staff.enrol(await staff.inviteMember('tom@agency.example', ['uk'], { careers: true })))
      .cookie;
  });
  afterEach(async () => {
    // Whatever a test left held is not the next test's to send.
    await staff.db
      .updateTable('lead_replies')
      .set({ cancelled_at: new Date(staff.clock.now).toISOString(), cancelled_by: 'test' })
      .where('sent_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    smtp.received.length = 0;
    smtp.setDown(false);
    ahead = 0;
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await staff?.close();
  });

  const post = (url: string, body: object, cookie: string) => staff.post(url, body, { cookie });
  const application = (email = 'priya@example.com') =>
    seedLead(staff.db, { form: 'job-application', region: 'in', email });
  const timelineOf = async (lead: string) =>
    (await staff.get(leadConversationPaths.timeline(lead), recruiter)).json<LeadTimeline>();
  const reply = {
    subject: 'Next step',
    body: 'Hello Priya,\n\nA call on Tuesday?',
    template: null,
    delayed: false,
  };

  it('sends the step’s template once, after the undo window, from the region with the lead’s Reply-To, threaded and DKIM-signed', async () => {
    const lead = await application();
    await confirmationSent(staff.db, lead, new Date(staff.clock.now - 3_000_000).toISOString());
    await post(leadWorkPaths.status(lead), { status: 'screening' }, recruiter);

    const offered = await staff.get(leadConversationPaths.replyTemplates(lead), recruiter);
    expect(offered.statusCode).toBe(200);
    const templates = offered.json<LeadReplyTemplates>();
    expect(templates).toMatchObject({
      enabled: true,
      why: null,
      undoSeconds: 20,
      delayMinutes: 120,
      status: 'screening',
      suggested: 'screening',
      delayByDefault: false,
    });
    // The step's template first, filled for Priya and her position, signed by the sender; an enquiry's not at all.
    expect(templates.templates).toEqual([
      {
        name: 'screening',
        title: 'Screening call',
        subject: 'Next step for Web Development',
        body: 'Hello Priya, a call about Web Development?\n\nAsha Rao',
        forThisStep: true,
      },
      {
        name: 'rejection',
        title: 'Not this time',
        subject: `Your application (ref ${lead})`,
        body: 'Hello Priya, not this time.\n\nAsha Rao',
        forThisStep: false,
      },
    ]);

    const pressed = staff.clock.now;
    const [screening] = templates.templates;
    const sent = await post(
      leadConversationPaths.replies(lead),
      { subject: screening!.subject, body: screening!.body, template: 'screening', delayed: false },
      recruiter,
    );
    expect(sent.statusCode).toBe(201);
    const { reply: accepted } = sent.json<ReplyAccepted>();
    expect(accepted).toMatchObject({
      kind: 'reply',
      by: 'asha.rao@agency.example',
      at: new Date(pressed).toISOString(),
      state: 'scheduled',
      sendAfter: new Date(pressed + 20_000).toISOString(),
      template: 'screening',
      sentAt: null,
    });

    // Held for Undo: nothing goes before the window ends.
    staff.clock.now += 19_000;
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
    staff.clock.now += 1_000;
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);

    const [mail] = smtp.received;
    const token = (
      await staff.db
        .selectFrom('lead_reply_tokens')
        .select('token')
        .where('submission_id', '=', lead)
        .executeTakeFirstOrThrow()
    ).token;
    expect(mail!.to).toEqual(['priya@example.com']);
    // Bounces go to the reply mailbox, which the API reads, not to the sender's: to this reply's own address there.
    const { envelope_token: envelopeToken } = await staff.db
      .selectFrom('lead_replies')
      .select('envelope_token')
      .where('id', '=', accepted.id)
      .executeTakeFirstOrThrow();
    expect(mail!.from).toBe(`replies+b${envelopeToken}@agency.example`);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.from?.text).toBe('"Brightpath Digital" <leads@agency.example>');
    expect(parsed.replyTo?.value.map((address) => address.address)).toEqual([
      `replies+${token}@agency.example`,
    ]);
    expect(parsed.subject).toBe('Next step for Web Development');
    expect(parsed.text?.trimEnd()).toBe('Hello Priya, a call about Web Development?\n\nAsha Rao');
    expect(parsed.html).toBe(false);
    expect(parsed.messageId).toBe(`<reply-${accepted.id}@agency.example>`);
    // The first reply threads under the confirmation the visitor already has.
    expect(parsed.inReplyTo).toBe(`<confirmation-${lead}@agency.example>`);
    expect(parsed.references).toBe(`<confirmation-${lead}@agency.example>`);

    const verdict = await authenticate(mail!.raw, {
      resolver: dnsWith(dkim),
      ip: '127.0.0.1',
      helo: 'localhost',
      sender: mail!.from,
      mta: 'mx.example.com',
    });
    expect(verdict.dkim.results.map((result) => [result.status.result, result.signingDomain])).toEqual([
      ['pass', 'agency.example'],
    ]);

    const timeline = await timelineOf(lead);
    const entry = timeline.entries.find((e) => e.kind === 'reply');
    expect(entry).toMatchObject({
      state: 'sent',
      sentAt: new Date(pressed + 20_000).toISOString(),
      attempts: 1,
    });
    const receivedAt = timeline.entries[0]!.at;
    expect(timeline.firstResponse).toEqual({
      sentAt: new Date(pressed + 20_000).toISOString(),
      afterMs: pressed + 20_000 - Date.parse(receivedAt),
    });
    // Sent is sent: Undo comes too late.
    const late = await post(leadConversationPaths.cancelReply(lead, accepted.id), {}, recruiter);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: alreadySentMessage });
  });

  it('threads a later reply under the visitor’s answer, after our earlier one', async () => {
    const lead = await application();
    const first = (await post(leadConversationPaths.replies(lead), reply, recruiter)).json<ReplyAccepted>();
    staff.clock.now += 60_000;
    const answer = await fileInbound(staff.db, lead, { at: new Date(staff.clock.now).toISOString() });
    staff.clock.now += 60_000;
    await post(leadConversationPaths.replies(lead), { ...reply, subject: 'Re: Next step' }, recruiter);
    staff.clock.now += 20_000;
    expect(await worker.runOnce()).toBe(2);
    const second = await simpleParser(
      smtp.received.find((mail) => mail.headers.get('subject') === 'Re: Next step')!.raw,
    );
    // No confirmation was sent for this lead: the thread starts with our first reply.
    expect(second.inReplyTo).toBe(answer.messageId);
    expect(second.references).toEqual([`<reply-${first.reply.id}@agency.example>`, answer.messageId]);
  });

  it('sends nothing once Undo is pressed, and puts the lead back among those awaiting a reply', async () => {
    const lead = await application();
    const sent = (await post(leadConversationPaths.replies(lead), reply, recruiter)).json<ReplyAccepted>();
    expect((await timelineOf(lead)).awaitingSince).toBeNull();
    staff.clock.now += 5_000;
    const undone = await post(leadConversationPaths.cancelReply(lead, sent.reply.id), {}, recruiter);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<ReplyAccepted>().reply).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'asha.rao@agency.example',
      cancelledAt: new Date(staff.clock.now).toISOString(),
    });
    // Pressed twice (a double click): the same answer.
    expect(
      (await post(leadConversationPaths.cancelReply(lead, sent.reply.id), {}, recruiter)).statusCode,
    ).toBe(200);
    ahead = 3_600_000;
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
    const timeline = await timelineOf(lead);
    expect(timeline.awaitingSince).toBe(timeline.entries[0]!.at);
    expect(timeline.firstResponse).toBeNull();
  });

  it('holds a rejection for its delay, which Cancel stops, and sends an uncancelled one after it', async () => {
    const kept = await application('kept@example.com');
    const stopped = await application('stopped@example.com');
    const rejection = { ...reply, subject: 'Your application', template: 'rejection', delayed: true };
    const pressed = staff.clock.now;
    const goes = (
      await post(leadConversationPaths.replies(kept), rejection, recruiter)
    ).json<ReplyAccepted>();
    const stays = (
      await post(leadConversationPaths.replies(stopped), rejection, recruiter)
    ).json<ReplyAccepted>();
    expect(goes.reply).toMatchObject({
      state: 'scheduled',
      sendAfter: new Date(pressed + 7_200_000).toISOString(),
    });
    ahead = 3_600_000;
    expect(await worker.runOnce()).toBe(0);
    expect(
      (await post(leadConversationPaths.cancelReply(stopped, stays.reply.id), {}, recruiter)).statusCode,
    ).toBe(200);
    ahead = 7_200_000;
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['kept@example.com']]);
    expect((await timelineOf(kept)).entries.at(-1)).toMatchObject({ kind: 'reply', state: 'sent' });
    expect((await timelineOf(stopped)).entries.at(-1)).toMatchObject({ kind: 'reply', state: 'cancelled' });
    ahead = 86_400_000;
    expect(await worker.runOnce()).toBe(0);
  });

  it('retries a reply the relay refuses, showing its failure on the lead, and lets it be cancelled meanwhile', async () => {
    const lead = await application();
    const sent = (await post(leadConversationPaths.replies(lead), reply, recruiter)).json<ReplyAccepted>();
    smtp.setDown(true);
    staff.clock.now += 20_000;
    expect(await worker.runOnce()).toBe(0);
    const failed = (await timelineOf(lead)).entries.at(-1);
    expect(failed).toMatchObject({ kind: 'reply', state: 'failed', attempts: 1, sentAt: null });
    expect((failed as { lastError: string }).lastError).toMatch(/421/);
    smtp.setDown(false);
    // Retried with backoff: not before its time, then once.
    expect(await worker.runOnce()).toBe(0);
    staff.clock.now += 1_000;
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(
      (await post(leadConversationPaths.cancelReply(lead, sent.reply.id), {}, recruiter)).statusCode,
    ).toBe(409);
  });

  it('will not cancel a reply the outbox has claimed: it may already be with the relay', async () => {
    const lead = await application();
    const sent = (await post(leadConversationPaths.replies(lead), reply, recruiter)).json<ReplyAccepted>();
    const now = staff.clock.now + 20_000;
    await staff.db
      .updateTable('lead_replies')
      .set({ locked_until: new Date(now + 60_000).toISOString() })
      .where('id', '=', sent.reply.id)
      .execute();
    staff.clock.now = now;
    const claimed = await post(leadConversationPaths.cancelReply(lead, sent.reply.id), {}, recruiter);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toEqual({ message: beingSentMessage });
  });

  it('refuses what cannot be sent, in words: an empty message, a subject of two lines, a template of another kind of lead', async () => {
    const lead = await application();
    for (const body of [
      { ...reply, body: '  ' },
      { ...reply, subject: 'Next\r\nBcc: everyone@example.com' },
      { ...reply, body: 'x'.repeat(20_001) },
      { ...reply, to: 'someone@example.com' },
    ]) {
      const refused = await post(leadConversationPaths.replies(lead), body, recruiter);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: badReplyMessage });
    }
    const thanks = await post(
      leadConversationPaths.replies(lead),
      { ...reply, template: 'thanks' },
      recruiter,
    );
    expect(thanks.statusCode).toBe(400);
    expect(thanks.json()).toEqual({ message: unknownTemplateMessage });
    const spam = await seedLead(staff.db, {
      form: 'contact',
      region: 'in',
      email: 'x@example.com',
      spam: true,
    });
    const toSpam = await post(leadConversationPaths.replies(spam), reply, recruiter);
    expect(toSpam.statusCode).toBe(409);
    expect(toSpam.json()).toEqual({ message: spamReplyMessage });
    expect(
      (await staff.get(leadConversationPaths.replyTemplates(spam), recruiter)).json<LeadReplyTemplates>(),
    ).toMatchObject({ enabled: false, why: spamReplyMessage });
    expect(
      await staff.db
        .selectFrom('lead_replies')
        .select('id')
        .where('submission_id', 'in', [lead, spam])
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 to anyone who cannot see the lead, as for one that does not exist, and audits it as refused', async () => {
    const lead = await application();
    const sent = (await post(leadConversationPaths.replies(lead), reply, recruiter)).json<ReplyAccepted>();
    for (const cookie of [marketer, salesNoCareers]) {
      expect((await staff.get(leadConversationPaths.timeline(lead), cookie)).statusCode).toBe(404);
      expect((await staff.get(leadConversationPaths.replyTemplates(lead), cookie)).statusCode).toBe(404);
      expect((await post(leadConversationPaths.replies(lead), reply, cookie)).statusCode).toBe(404);
      expect(
        (await post(leadConversationPaths.cancelReply(lead, sent.reply.id), {}, cookie)).statusCode,
      ).toBe(404);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await post(leadConversationPaths.cancelReply(lead, missing), {}, recruiter)).statusCode).toBe(
      404,
    );
    expect((await staff.get(leadConversationPaths.timeline(lead), '')).statusCode).toBe(401);
    const audited = await staff.db
      .selectFrom('staff_audit')
      .select(['actor', 'action'])
      .where('target_ref', '=', lead)
      .orderBy('id')
      .execute();
    expect(audited.filter((row) => row.actor !== 'asha.rao@agency.example').map((row) => row.action)).toEqual(
      Array(8).fill('lead.refused'),
    );
    expect(audited.filter((row) => row.actor === 'asha.rao@agency.example').map((row) => row.action)).toEqual(
      ['lead.reply-sent'],
    );
    // Still unsent and untouched by the refused cancels.
    expect((await timelineOf(lead)).entries.at(-1)).toMatchObject({ state: 'scheduled', cancelledAt: null });
  });

  it('is off without a reply mailbox: nothing is taken, and the composer says why', async () => {
    const off = await startTestStaff(engine, { replies: testReplyOptions({ replyMailbox: undefined }) });
    try {
      const cookie = (await off.enrol(await off.inviteMember('a@agency.example', ['in']))).cookie;
      const lead = await seedLead(off.db, { form: 'contact', region: 'in', email: 'asha@example.com' });
      const refused = await off.post(leadConversationPaths.replies(lead), reply, { cookie });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: repliesOffMessage });
      expect(
        (await off.get(leadConversationPaths.replyTemplates(lead), cookie)).json<LeadReplyTemplates>(),
      ).toMatchObject({
        enabled: false,
        why: repliesOffMessage,
        suggested: 'thanks',
        blankSubject: `Your contact enquiry (ref ${lead})`,
      });
    } finally {
      await off.close();
    }
  });
});
