import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { keptAttachments } from './inbound-attachments.ts';
import { readMessage, type InboundReply, type LeftReason } from './inbound-message.ts';
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
 * kept attachments), or as a bounce on the reply it names. Its Message-ID is
 * unique among the filed messages, so a message read again after an
 * interrupted import, or by a second instance at once, is filed once. A
 * message is never filed on a guess: no token, a token of no lead (forged, or
 * erased with its lead), tokens of several leads all leave it for a person.
 * Database errors are thrown: the message stays and is read again.
 */
export async function fileInbound(context: FilingContext, raw: Buffer): Promise<FilingOutcome> {
  const now = (context.now ?? (() => new Date()))().toISOString();
  const message = await readMessage(raw, context.replyMailbox);
  if (message.kind === 'left') return { outcome: 'left', reason: message.reason };
  if (message.kind === 'bounce') {
    const { report } = message;
    if (!report.failed) return { outcome: 'left', reason: 'report-not-a-failure' };
    const reply = report.originalMessageId
      ? await context.db
          .selectFrom('lead_replies')
          .select('id')
          .where('message_id', '=', report.originalMessageId)
          .executeTakeFirst()
      : undefined;
    if (!reply) return { outcome: 'left', reason: 'unmatched-bounce' };
    await context.db
      .updateTable('lead_replies')
      .set({ bounced_at: now, bounce_reason: report.reason })
      .where('id', '=', reply.id)
      .where('bounced_at', 'is', null)
      .execute();
    return { outcome: 'bounce' };
  }
  const leads = new Set<string>();
  for (const token of message.tokens) {
    const lead = await leadOfToken(context.db, token);
    if (lead) leads.add(lead);
  }
  const [leadId] = leads;
  if (!leadId) return { outcome: 'left', reason: 'unknown-token' };
  if (leads.size > 1) return { outcome: 'left', reason: 'several-leads' };
  return fileReply(context, raw, message, leadId, now);
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
