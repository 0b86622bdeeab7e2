import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * One exchange on a lead, written straight into its conversation's tables
 * (migration 0030) as the replies and the mailbox import will write them: a
 * message sent to the visitor, their answer, and a PDF it carried.
 */
export async function seedConversation(db: Kysely<Database>, submissionId: string, now: number) {
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const replyId = randomUUID();
  const inboundId = randomUUID();
  const attachment = Buffer.from('%PDF-1.4 portfolio of the candidate');
  const attachmentName = `attachment-${submissionId}.pdf`;
  await db
    .insertInto('lead_replies')
    .values({
      id: replyId,
      submission_id: submissionId,
      staff_id: null,
      author: 'sales@agency.example',
      subject: 'Your application',
      body: 'Could you start in May?',
      template: null,
      message_id: `<${replyId}@agency.example>`,
      in_reply_to: null,
      references: null,
      created_at: at(-120_000),
      send_after: at(-100_000),
      cancelled_at: null,
      cancelled_by: null,
      bounced_at: null,
      bounce_reason: null,
      queued_at: at(-120_000),
      next_attempt_at: at(-100_000),
      locked_until: null,
      sent_at: at(-90_000),
      last_error: null,
    })
    .execute();
  await db
    .insertInto('lead_inbound')
    .values({
      id: inboundId,
      submission_id: submissionId,
      message_id: `<${inboundId}@example.com>`,
      in_reply_to: `<${replyId}@agency.example>`,
      from_address: 'priya@example.com',
      subject: 'Re: Your application',
      body: 'Yes, May suits me.',
      sent_at: at(-60_000),
      received_at: at(-50_000),
      dkim: 'pass',
      spf: 'pass',
      dmarc: 'pass',
    })
    .execute();
  await db
    .insertInto('lead_inbound_attachments')
    .values({
      id: randomUUID(),
      inbound_id: inboundId,
      submission_id: submissionId,
      file_name: attachmentName,
      media_type: 'application/pdf',
      size: attachment.length,
      content: attachment,
    })
    .execute();
  return { replyId, inboundId, attachment, attachmentName };
}
