import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleExecutable, samplePdf } from '@agency/document-samples';
import { deleteSubmissions } from '../db/delete-submissions.ts';
import { deliveryReport, dkimSender, replyMail } from '../test-support/reply-mail.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';
import { fileInbound, type FilingContext } from './inbound-filing.ts';
import { envelopeAddress, newReplyToken, replyAddress, replyTokenFor } from './reply-token.ts';

const replyMailbox = 'replies@agency.example';
const authservId = 'mx.agency.example';
const sender = dkimSender('example.com');
const cvMaxBytes = 64 * 1024;

describe.each(engines)('an inbound message filed on %s', (engine) => {
  let database: TestDatabase;
  let context: FilingContext;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    context = { db: database.db, replyMailbox, authservId, cvMaxBytes, resolver: sender.resolver };
  });
  afterAll(() => database.drop());

  const newLead = async (email = `asha-${randomUUID().slice(0, 8)}@example.com`) => {
    const lead = await seedLead(database.db, { form: 'contact', region: 'in', email });
    return {
      lead,
      email,
      to: replyAddress(replyMailbox, await replyTokenFor(database.db, lead, new Date())),
    };
  };
  const inbound = (messageId: string) =>
    database.db.selectFrom('lead_inbound').selectAll().where('message_id', '=', messageId).execute();

  it('keeps the new text, DKIM verified here, SPF and DMARC from the agency’s own server only, and CV-type attachments', async () => {
    const { lead, to } = await newLead();
    const raw = await replyMail({
      to,
      text: 'Yes, Friday works.\nAsha\n\n-----Original Message-----\nFrom: Agency <replies@agency.example>\nSent: Monday\n\nWould Friday suit?',
      messageId: '<signed-1@example.com>',
      inReplyTo: '<reply-1@agency.example>',
      dkim: sender,
      attachments: [
        { filename: 'cv.pdf', content: Buffer.from(samplePdf({ marker: 'Kept CV' })) },
        // An executable named as a PDF, and a real PDF over CV_MAX_BYTES: neither kept.
        {
          filename: 'cv\u202efdp.exe',
          contentType: 'application/pdf',
          content: Buffer.from(sampleExecutable()),
        },
        { filename: 'big.pdf', content: Buffer.from(samplePdf({ size: cvMaxBytes + 1 })) },
      ],
      receivedHeaders: [
        [
          'Authentication-Results',
          `${authservId}; spf=pass smtp.mailfrom=example.com; dmarc=pass (p=reject) header.from=example.com`,
        ],
        // Written by the sender: the same id below the server's, and another server's.
        ['Authentication-Results', `${authservId}; spf=fail; dmarc=fail`],
        ['Authentication-Results', 'mx.elsewhere.example; spf=neutral; dmarc=none'],
      ],
    });
    expect(await fileInbound(context, raw)).toEqual({ outcome: 'filed', leadId: lead });
    const [row] = await inbound('<signed-1@example.com>');
    expect(row).toMatchObject({
      submission_id: lead,
      in_reply_to: '<reply-1@agency.example>',
      body: 'Yes, Friday works.\nAsha',
      dkim: 'pass',
      spf: 'pass',
      dmarc: 'pass',
      attachments_dropped: 2,
    });
    const files = await database.db
      .selectFrom('lead_inbound_attachments')
      .selectAll()
      .where('inbound_id', '=', row!.id)
      .execute();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ submission_id: lead, media_type: 'application/pdf' });
    expect(files[0]!.file_name).toMatch(/^reply-[0-9a-f]{8}-1\.pdf$/);
    expect(Buffer.from(files[0]!.content).toString('latin1')).toContain('Kept CV');
  });

  it('says plainly when a signature fails, is of another domain, or the server recorded failures', async () => {
    const { to } = await newLead();
    const signed = await replyMail({
      to,
      text: 'Original words',
      messageId: '<tampered@example.com>',
      dkim: sender,
    });
    const tampered = Buffer.from(
      signed.toString('latin1').replace('Original words', 'Changed words'),
      'latin1',
    );
    const withResults = Buffer.concat([
      Buffer.from(`Authentication-Results: ${authservId}; spf=softfail; dmarc=fail\r\n`),
      tampered,
    ]);
    expect((await fileInbound(context, withResults)).outcome).toBe('filed');
    expect(await inbound('<tampered@example.com>')).toMatchObject([
      { body: 'Changed words', dkim: 'fail', spf: 'softfail', dmarc: 'fail' },
    ]);

    const other = dkimSender('elsewhere.example');
    const unaligned = await replyMail({ to, text: 'x', messageId: '<unaligned@example.com>', dkim: other });
    await fileInbound({ ...context, resolver: other.resolver }, unaligned);
    expect(await inbound('<unaligned@example.com>')).toMatchObject([{ dkim: 'unaligned', spf: 'unknown' }]);

    const unsigned = await replyMail({ to, text: 'x', messageId: '<unsigned@example.com>' });
    await fileInbound({ ...context, authservId: undefined }, unsigned);
    expect(await inbound('<unsigned@example.com>')).toMatchObject([
      { dkim: 'none', spf: 'unknown', dmarc: 'unknown' },
    ]);
  });

  it('converts HTML-only mail to text, scripts and all markup gone; RTL overrides are kept as sent, as in every field', async () => {
    const { to } = await newLead();
    const raw = await replyMail({
      to,
      subject: 'Re: \u202eevil',
      html: '<p>Thank you<script>alert("x")</script></p><p onclick="steal()">Call me \u202eon Friday</p><div class="gmail_quote">On Mon, 3 Nov 2025, Agency &lt;replies@agency.example&gt; wrote:<blockquote>Old</blockquote></div>',
      messageId: '<html-only@example.com>',
    });
    await fileInbound(context, raw);
    const [row] = await inbound('<html-only@example.com>');
    expect(row?.body).toBe('Thank you\n\nCall me \u202eon Friday');
    expect(row?.subject).toBe('Re: \u202eevil');
  });

  it('files a message read twice once, and one whose Message-ID another lead holds never', async () => {
    const a = await newLead();
    const b = await newLead();
    const raw = await replyMail({ to: a.to, text: 'once', messageId: '<twice@example.com>' });
    expect((await fileInbound(context, raw)).outcome).toBe('filed');
    expect(await fileInbound(context, raw)).toEqual({ outcome: 'duplicate' });
    expect(await inbound('<twice@example.com>')).toHaveLength(1);
    const clash = await replyMail({ to: b.to, text: 'other', messageId: '<twice@example.com>' });
    expect(await fileInbound(context, clash)).toEqual({ outcome: 'left', reason: 'message-id-clash' });
  });

  it('never files on a guess: no token, a forged one, an erased lead’s, several leads’', async () => {
    const forged = replyAddress(replyMailbox, 'a'.repeat(32));
    const cases: [string, Buffer][] = [
      ['no-token', await replyMail({ to: replyMailbox, text: 'x' })],
      ['no-token', await replyMail({ to: 'replies+short@agency.example', text: 'x' })],
      ['unknown-token', await replyMail({ to: forged, text: 'x' })],
    ];
    const erased = await newLead('erased@example.com');
    await deleteSubmissions(database.db, engine, { email: 'erased@example.com' });
    cases.push(['unknown-token', await replyMail({ to: erased.to, text: 'x' })]);
    const [one, two] = [await newLead(), await newLead()];
    cases.push(['several-leads', await replyMail({ to: one.to, cc: two.to, text: 'x' })]);
    const before = await database.db.selectFrom('lead_inbound').select('id').execute();
    for (const [reason, raw] of cases)
      expect(await fileInbound(context, raw)).toEqual({ outcome: 'left', reason });
    expect(await database.db.selectFrom('lead_inbound').select('id').execute()).toEqual(before);
  });

  it('finds the token among 10,000 recipients, in huge headers, or in Delivered-To alone', async () => {
    const { lead, to } = await newLead();
    const crowd = Array.from({ length: 10_000 }, (_, i) => `person${i}@example.net`);
    const many = await replyMail({
      to: [...crowd.slice(0, 5000), to, ...crowd.slice(5000)],
      text: 'crowd',
      messageId: '<crowd@example.com>',
    });
    expect(await fileInbound(context, many)).toEqual({ outcome: 'filed', leadId: lead });
    const junk = (lines: number) =>
      Array.from({ length: lines }, (_, i) => ['X-Junk', `${i} ${'j'.repeat(200)}`] as [string, string]);
    const huge = await replyMail({
      to: replyMailbox,
      text: 'delivered',
      messageId: '<huge@example.com>',
      receivedHeaders: [['Delivered-To', to], ...junk(2_000)],
    });
    expect(await fileInbound(context, huge)).toEqual({ outcome: 'filed', leadId: lead });
    expect(await inbound('<huge@example.com>')).toMatchObject([{ body: 'delivered' }]);
    const tooHuge = await replyMail({ to, text: 'x', receivedHeaders: junk(6_000) });
    expect(await fileInbound(context, tooHuge)).toEqual({ outcome: 'left', reason: 'malformed' });
    const tokens = Array.from({ length: 6 }, (_, i) =>
      replyAddress(replyMailbox, `${'b'.repeat(31)}${i + 2}`),
    );
    expect(await fileInbound(context, await replyMail({ to: tokens, text: 'x' }))).toEqual({
      outcome: 'left',
      reason: 'too-many-tokens',
    });
  });

  it('leaves bytes that are no mail, and text too long to keep whole', async () => {
    const { to } = await newLead();
    expect(await fileInbound(context, Buffer.from([0, 255, 13, 10, 0, 1, 2]))).toMatchObject({
      outcome: 'left',
    });
    const long = await replyMail({ to, text: 'word '.repeat(30_000) });
    expect(await fileInbound(context, long)).toEqual({ outcome: 'left', reason: 'too-long' });
  });

  /** A reply sent to the lead, with its own envelope token, as the outbox leaves it. */
  const sentReply = async (lead: string) => {
    const replyId = randomUUID();
    const envelopeToken = newReplyToken();
    const now = new Date().toISOString();
    await database.db
      .insertInto('lead_replies')
      .values({
        id: replyId,
        submission_id: lead,
        staff_id: null,
        author: 'recruiter@agency.example',
        subject: 'Your application',
        body: 'Hello',
        template: null,
        message_id: `<${replyId}@agency.example>`,
        in_reply_to: null,
        references: null,
        created_at: now,
        send_after: now,
        queued_at: now,
        next_attempt_at: now,
        sent_at: now,
        envelope_token: envelopeToken,
      })
      .execute();
    return {
      replyId,
      messageId: `<${replyId}@agency.example>`,
      envelope: envelopeAddress(replyMailbox, envelopeToken),
    };
  };

  it('marks the reply a bounce names as failed, with a short reason, once', async () => {
    const { lead, email } = await newLead();
    const { replyId, messageId, envelope } = await sentReply(lead);
    const dsn = (action: 'failed' | 'delayed', named: string) =>
      deliveryReport({ to: envelope, messageId: named, finalRecipient: email, action });
    expect(await fileInbound(context, dsn('delayed', messageId))).toEqual({
      outcome: 'left',
      reason: 'report-not-a-failure',
    });
    expect(await fileInbound(context, dsn('failed', '<nobody@agency.example>'))).toEqual({
      outcome: 'left',
      reason: 'unmatched-bounce',
    });
    expect(await fileInbound(context, dsn('failed', messageId))).toEqual({
      outcome: 'bounce',
    });
    const row = await database.db
      .selectFrom('lead_replies')
      .selectAll()
      .where('id', '=', replyId)
      .executeTakeFirstOrThrow();
    expect(row.bounce_reason).toBe(`5.1.1 550 5.1.1 <${email}>: Recipient address rejected: User unknown`);
    expect(row.bounced_at).not.toBeNull();
    expect(await fileInbound(context, dsn('failed', messageId))).toEqual({
      outcome: 'bounce',
    });
    expect(
      (
        await database.db
          .selectFrom('lead_replies')
          .select('bounced_at')
          .where('id', '=', replyId)
          .executeTakeFirstOrThrow()
      ).bounced_at,
    ).toBe(row.bounced_at);
  });

  it('honours a report only at the reply’s envelope address and about its recipient, whatever Message-ID it names', async () => {
    const { lead, email } = await newLead();
    const { replyId, messageId, envelope } = await sentReply(lead);
    const bounced = async () =>
      (
        await database.db
          .selectFrom('lead_replies')
          .select('bounced_at')
          .where('id', '=', replyId)
          .executeTakeFirstOrThrow()
      ).bounced_at;
    const cases: [string, Buffer][] = [
      // Anyone may write to the bare mailbox, and a Message-ID is in every copy of the reply.
      ['report-not-to-envelope', deliveryReport({ to: replyMailbox, messageId, finalRecipient: email })],
      [
        'report-not-to-envelope',
        deliveryReport({ to: replyAddress(replyMailbox, 'c'.repeat(32)), messageId, finalRecipient: email }),
      ],
      [
        'unmatched-bounce',
        deliveryReport({
          to: envelopeAddress(replyMailbox, 'd'.repeat(32)),
          messageId,
          finalRecipient: email,
        }),
      ],
      [
        'report-of-another-recipient',
        deliveryReport({
          to: replyMailbox,
          deliveredTo: envelope,
          messageId,
          finalRecipient: 'kai@example.net',
        }),
      ],
    ];
    for (const [reason, raw] of cases) {
      expect(await fileInbound(context, raw)).toEqual({ outcome: 'left', reason });
      expect(await bounced()).toBeNull();
    }
    // Forwarded by the visitor's server: the ORCPT we sent comes back as Original-Recipient. And a
    // report is judged as a bounce first, whatever Auto-Submitted its server put on it.
    const forwarded = deliveryReport({
      to: replyMailbox,
      deliveredTo: envelope,
      messageId,
      finalRecipient: 'asha.rao@elsewhere.example',
      originalRecipient: email.toUpperCase(),
      headers: [['Auto-Submitted', 'auto-replied']],
    });
    expect(await fileInbound(context, forwarded)).toEqual({ outcome: 'bounce' });
    expect(await bounced()).not.toBeNull();
    expect(await inbound(/^Message-ID: (.*)$/m.exec(forwarded.toString())![1]!)).toEqual([]);
  });

  it('files an auto-reply as automatic, at the Reply-To or the envelope address, and a list’s message as an answer labelled', async () => {
    const { lead, to } = await newLead();
    const { envelope } = await sentReply(lead);
    const cases: [kind: string, to: string, headers: [string, string][]][] = [
      ['automatic', to, [['Auto-Submitted', 'auto-replied (vacation)']]],
      ['automatic', envelope, [['Auto-Submitted', 'auto-generated']]],
      ['automatic', to, [['X-Autoreply', 'yes']]],
      ['automatic', envelope, [['X-Autorespond', 'Out of office']]],
      ['automatic', to, [['Precedence', 'auto_reply']]],
      // Automatic first: an out-of-office relayed by a list is still nobody's answer.
      [
        'automatic',
        to,
        [
          ['List-Id', 'Team <team.example.com>'],
          ['Auto-Submitted', 'auto-replied'],
        ],
      ],
      ['list', to, [['List-Id', 'Team <team.example.com>']]],
      ['list', to, [['Precedence', 'bulk']]],
      ['list', to, [['Precedence', 'list']]],
      ['answer', to, [['Auto-Submitted', 'no']]],
      ['answer', to, []],
    ];
    for (const [i, [kind, address, headers]] of cases.entries()) {
      const messageId = `<kind-${i}-${randomUUID()}@example.com>`;
      const raw = await replyMail({ to: address, text: 'I am away', messageId, receivedHeaders: headers });
      expect(await fileInbound(context, raw)).toEqual({ outcome: 'filed', leadId: lead });
      expect(await inbound(messageId), `${kind} ${JSON.stringify(headers)}`).toMatchObject([{ kind }]);
    }
  });
});
