import { createHash } from 'node:crypto';
import type { InboundKind } from '@agency/staff-contract';
import { simpleParser, type ParsedMail } from 'mailparser';
import { bounceReport, type BounceReport } from './bounce-report.ts';
import { inboundKindOf } from './inbound-kind.ts';
import { tokensAddressedTo } from './inbound-recipients.ts';
import { withoutQuotedHistory } from './quoted-text.ts';

/** Why a message is left in the mailbox for a person (a metric label and a log field, never its content). */
export type LeftReason =
  | 'too-large'
  | 'malformed'
  | 'no-token'
  | 'too-many-tokens'
  | 'unknown-token'
  | 'several-leads'
  | 'too-long'
  | 'message-id-clash'
  | 'unmatched-bounce'
  | 'report-not-a-failure'
  // A delivery report that did not come to a reply's envelope address: anyone may send one of those.
  | 'report-not-to-envelope'
  // A report to a reply's envelope address about someone other than that reply's recipient.
  | 'report-of-another-recipient';

/** The longest new text kept; a longer one is left in the mailbox whole rather than cut. */
export const maxBodyCharacters = 100_000;
const maxSubjectCharacters = 998;
/** HTML past this size is not converted to text (mailparser's limit), so its text is empty. */
const maxHtmlToParse = 4 * 1024 * 1024;

/** A visitor's answer as it will be filed, once its token has named the lead. */
export interface InboundReply {
  kind: 'reply';
  /** Lead tokens (its Reply-To), and replies' tokens (their envelope sender, where auto-replies go). */
  tokens: string[];
  envelopeTokens: string[];
  /** By its headers: a person's answer, an automatic reply, or a list's message. */
  messageKind: InboundKind;
  messageId: string;
  inReplyTo: string | null;
  fromAddress: string;
  subject: string;
  body: string;
  sentAt: string | null;
  attachments: { content: Buffer }[];
  /** The Authentication-Results headers' values, topmost first. */
  authResults: string[];
}

/** A delivery report, with the replies' envelope tokens it was addressed to. */
export interface InboundBounce {
  kind: 'bounce';
  report: BounceReport;
  envelopeTokens: string[];
}

export type ReadMessage = InboundReply | InboundBounce | { kind: 'left'; reason: LeftReason };

/** Text as it can be stored everywhere: NUL removed (PostgreSQL refuses it), line ends as LF. */
const storable = (text: string) => text.replaceAll('\u0000', '').replace(/\r\n?/g, '\n');

/** `<id>` as the message gave it, or one made from its bytes (the same on every read) when it has none. */
function messageIdOf(parsed: ParsedMail, raw: Buffer): string {
  const given = parsed.messageId?.trim();
  if (given && given.length <= 900 && /^<[^<>\s]+>$/.test(given)) return given;
  return `<${createHash('sha256').update(raw).digest('hex')}@no-message-id.invalid>`;
}

/**
 * What a raw RFC 5322 message is to the inbox: a bounce of one of our
 * messages, an answer addressed to reply tokens (its new text, its
 * attachments, what is needed to verify it), or something left for a person.
 * The text part is kept, or the HTML part converted to text when there is
 * none; HTML itself is never kept.
 */
export async function readMessage(raw: Buffer, replyMailbox: string): Promise<ReadMessage> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(raw, {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      maxHtmlLengthToParse: maxHtmlToParse,
    });
  } catch {
    return { kind: 'left', reason: 'malformed' };
  }
  const contentType = parsed.headers.get('content-type') as
    { value: string; params: Record<string, string> } | undefined;
  const { tokens, envelopeTokens, tooMany } = tokensAddressedTo(parsed.headerLines, replyMailbox);
  if (tooMany) return { kind: 'left', reason: 'too-many-tokens' };
  // A report is judged as a bounce first, whatever Auto-Submitted it also carries.
  const report = bounceReport(raw, contentType, parsed.inReplyTo);
  if (report) return { kind: 'bounce', report, envelopeTokens };

  if (tokens.length === 0 && envelopeTokens.length === 0) return { kind: 'left', reason: 'no-token' };
  const fromAddress = parsed.from?.value[0]?.address;
  if (!fromAddress) return { kind: 'left', reason: 'malformed' };

  const body = storable(withoutQuotedHistory(parsed.text ?? ''));
  if (body.length > maxBodyCharacters) return { kind: 'left', reason: 'too-long' };
  const subject = storable(parsed.subject ?? '').replace(/\n/g, ' ');
  const inReplyTo = parsed.inReplyTo?.trim();
  return {
    kind: 'reply',
    tokens,
    envelopeTokens,
    messageKind: inboundKindOf(parsed.headerLines),
    messageId: messageIdOf(parsed, raw),
    inReplyTo: inReplyTo && inReplyTo.length <= 900 ? inReplyTo : null,
    fromAddress: storable(fromAddress).slice(0, 320),
    subject:
      subject.length > maxSubjectCharacters ? `${subject.slice(0, maxSubjectCharacters - 1)}…` : subject,
    body,
    sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null,
    attachments: parsed.attachments.map((a) => ({ content: a.content })),
    authResults: parsed.headerLines
      .filter((h) => h.key === 'authentication-results')
      .map((h) => h.line.slice(h.line.indexOf(':') + 1)),
  };
}
