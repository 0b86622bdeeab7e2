import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { keptAttachments } from './inbound-attachments.ts';
import { readMessage, type InboundBounce, type InboundReply, type LeftReason } from './inbound-message.ts';
import { dkimVerdict, receivedVerdicts, type DnsResolver } from './mail-auth-verdicts.ts';
import { leadOfToken } from './reply-token.ts';

export interface FilingContext {
  db: Kysely<Database>;
  /** REPLY_MAILBOX. */
  replyMailbox: string;
  /** The agency's mail server's authserv-id (INBOUND_AUTHSERV_ID). */
  authservId: string | undefined;
  /** CV_MAX_BYTES: the largest attachment kept. */
  cvMaxBytes: number;
  /** INBOUND_ATTACHMENTS_MAX: the most attachments kept from one message (10 unless set). */
  attachmentsMax?: number;
  /** DNS for the DKIM keys; the system's by default (tests give their own records). */
  resolver?: DnsResolver;
  now?: () => Date;
}

/**
 * What became of a message: filed on its lead now (`filed`) or by an earlier
 * read (`duplicate`), a bounce that marked our reply failed (`bounce`): each
 * may leave the mailbox; or `left` there for a person, with the reason.
 */
export type FilingOutcome =
  | { outcome: 'filed'; leadId: string }
  | { outcome: 'duplicate' }
  | { outcome: 'bounce' }
  | { outcome: 'left'; reason: LeftReason };

/** Whether the outcome lets the message leave the mailbox (it is on record in the database). */
export const handled = (result: FilingOutcome) => result.outcome !== 'left';

/**
 * Files one raw message: by its token on its lead (in one transaction with its
 * kept attachments), or as a bounce on the reply whose envelope address it
 * came to. Its Message-ID is unique among the filed messages, so a message
 * read again after an interrupted import, or by a second instance at once, is
 * filed once. A message is never filed on a guess: no token, a token of no
 * lead (forged, or erased with its lead), tokens of several leads all leave it
 * for a person. A reply's envelope token names its lead too: auto-replies
 * (RFC 3834) go to the Return-Path. Database errors are thrown: the message
 * stays and is read again.
 */
export async function fileInbound(context: FilingContext, raw: Buffer): Promise<FilingOutcome> {
  const now = (context.now ?? (() => new Date()))().toISOString();
  const message = await readMessage(raw, context.replyMailbox);
  if (message.kind === 'left') return { outcome: 'left', reason: message.reason };
  if (message.kind === 'bounce') return fileBounce(context, message, now);
  const leads = new Set<string>();
  for (const token of message.tokens) {
    const lead = await leadOfToken(context.db, token);
    if (lead) leads.add(lead);
  }
  for (const token of message.envelopeTokens) {
    const reply = await replyOfEnvelopeToken(context.db, token);
    if (reply) leads.add(reply.submission_id);
  }
  const [leadId] = leads;
  if (!leadId) return { outcome: 'left', reason: 'unknown-token' };
  if (leads.size > 1) return { outcome: 'left', reason: 'several-leads' };
  return fileReply(context, raw, message, leadId, now);
}

/** The reply an envelope token belongs to, if it still exists (erased with its lead otherwise). */
const replyOfEnvelopeToken = (db: Kysely<Database>, token: string) =>
  db
    .selectFrom('lead_replies as r')
    .innerJoin('submissions as s', 's.id', 'r.submission_id')
    .select(['r.id', 'r.submission_id', 'r.message_id', 's.email'])
    .where('r.envelope_token', '=', token)
    .executeTakeFirst();

/**
 * A delivery report marks a reply failed only when it proves which reply it
 * is about: it came to that reply's envelope address (which only the
 * recipient and the servers on the way have seen; the bare mailbox and a
 * Message-ID are anyone's), a recipient it reports failed is that reply's
 * (Final-Recipient, or Original-Recipient: the ORCPT we sent, after the
 * visitor's server forwarded it), and any Message-ID it names is that
 * reply's. Anything less is left for a person.
 */
async function fileBounce(
  context: FilingContext,
  message: InboundBounce,
  now: string,
): Promise<FilingOutcome> {
  const { report, envelopeTokens } = message;
  if (envelopeTokens.length === 0) return { outcome: 'left', reason: 'report-not-to-envelope' };
  if (!report.failed) return { outcome: 'left', reason: 'report-not-a-failure' };
  const [token] = envelopeTokens;
  const reply = envelopeTokens.length === 1 ? await replyOfEnvelopeToken(context.db, token!) : undefined;
  if (!reply) return { outcome: 'left', reason: 'unmatched-bounce' };
  if (report.originalMessageId !== undefined && report.originalMessageId !== reply.message_id)
    return { outcome: 'left', reason: 'unmatched-bounce' };
  if (!report.failedRecipients.includes(reply.email.trim().toLowerCase()))
    return { outcome: 'left', reason: 'report-of-another-recipient' };
  await context.db
    .updateTable('lead_replies')
    .set({ bounced_at: now, bounce_reason: report.reason })
    .where('id', '=', reply.id)
    .where('bounced_at', 'is', null)
    .execute();
  return { outcome: 'bounce' };
}

async function fileReply(
  context: FilingContext,
  raw: Buffer,
  message: InboundReply,
  leadId: string,
  now: string,
): Promise<FilingOutcome> {
  const dkim = await dkimVerdict(raw, context.resolver);
  const { spf, dmarc } = receivedVerdicts(message.authResults, context.authservId);
  const id = randomUUID();
  const { kept, dropped } = keptAttachments(
    message.attachments,
    id.slice(0, 8),
    context.cvMaxBytes,
    context.attachmentsMax,
  );
  return context.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('lead_inbound')
      .values({
        id,
        submission_id: leadId,
        message_id: message.messageId,
        in_reply_to: message.inReplyTo,
        from_address: message.fromAddress,
        subject: message.subject,
        body: message.body,
        sent_at: message.sentAt,
        received_at: now,
        dkim,
        spf,
        dmarc,
        attachments_dropped: dropped,
        kind: message.messageKind,
      })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const earlier = await trx
        .selectFrom('lead_inbound')
        .select('submission_id')
        .where('message_id', '=', message.messageId)
        .executeTakeFirst();
      // The same Message-ID on another lead is not this message read again: a person looks.
      return earlier?.submission_id === leadId
        ? { outcome: 'duplicate' as const }
        : { outcome: 'left' as const, reason: 'message-id-clash' as const };
    }
    for (const attachment of kept)
      await trx
        .insertInto('lead_inbound_attachments')
        .values({
          id: randomUUID(),
          inbound_id: id,
          submission_id: leadId,
          file_name: attachment.fileName,
          media_type: attachment.mediaType,
          size: attachment.content.length,
          content: attachment.content,
        })
        .execute();
    return { outcome: 'filed' as const, leadId };
  });
}
