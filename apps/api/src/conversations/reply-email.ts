import type { Selectable } from 'kysely';
import type { Region } from '@agency/contract';
import type { SendMailOptions } from 'nodemailer';
import type { LeadRepliesTable } from '../db/schema.ts';
import { envelopeAddress, replyAddress } from './reply-token.ts';

/** What a reply's mail needs besides its row. */
export interface ReplyMailSettings {
  /** Each region's sender (MAIL_FROM_IN, MAIL_FROM_UK). */
  from: Record<Region, string>;
  /** REPLY_MAILBOX: the visitor's answer goes there, +tagged with the lead's token. */
  replyMailbox: string;
}

export type StoredReply = Pick<
  Selectable<LeadRepliesTable>,
  'subject' | 'body' | 'message_id' | 'in_reply_to' | 'references' | 'envelope_token'
>;

/**
 * A staff member's reply as the visitor receives it: plain text, from the
 * region's sender, answered to the lead's own token address (so the answer
 * is filed on this lead and no other), threaded under the conversation so
 * far. The subject was checked to be one line; everything else the sender
 * typed is in the body, where a line break is just text. Its envelope sender
 * (the Return-Path a receiving server records) is the reply mailbox tagged
 * with this reply's own token, so a bounce comes back where the API reads it,
 * to an address that proves which reply it is about (inbound-filing.ts).
 * Where the relay takes DSN parameters (RFC 3461; nodemailer sends them only
 * then), ENVID names the reply and ORCPT its recipient, which a report
 * carries back as Original-Recipient even after the visitor's server
 * forwarded it elsewhere; only failures are asked for, and the headers alone:
 * a bounce need not carry the message back.
 */
export function replyEmail(
  reply: StoredReply,
  lead: { email: string; region: Region },
  token: string,
  settings: ReplyMailSettings,
): SendMailOptions {
  return {
    from: settings.from[lead.region],
    to: lead.email,
    envelope: {
      // Null only for a reply sent before migration 0046, which never goes again.
      from: reply.envelope_token
        ? envelopeAddress(settings.replyMailbox, reply.envelope_token)
        : settings.replyMailbox,
      to: lead.email,
    },
    dsn: { id: reply.message_id, return: 'headers', notify: 'failure', recipient: lead.email },
    replyTo: replyAddress(settings.replyMailbox, token),
    subject: reply.subject,
    // Stable across retries: a message sent twice after a crash is recognisably one.
    messageId: reply.message_id,
    inReplyTo: reply.in_reply_to ?? undefined,
    references: reply.references ?? undefined,
    text: reply.body,
  };
}
