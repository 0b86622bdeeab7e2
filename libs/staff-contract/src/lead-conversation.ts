import { z } from 'zod';
import type { LeadStatus } from './lead-work.ts';
import { staffApiPaths } from './wire.ts';

/** A lead's conversation on the staff listener, under the lead's own path. */
export const leadConversationPaths = {
  /** `GET`: everything that happened to the lead, oldest first, with who and when. */
  timeline: (reference: string) => `${staffApiPaths.lead(reference)}/timeline`,
  /** `GET`: the region's templates for the lead, merge fields filled, and the composer's settings. */
  replyTemplates: (reference: string) => `${staffApiPaths.lead(reference)}/reply-templates`,
  /** `POST ReplyRequest`: a reply, held for the undo window (or the rejection's delay), then sent. */
  replies: (reference: string) => `${staffApiPaths.lead(reference)}/replies`,
  /** `POST`: Undo, or cancelling a scheduled reply, until it is being sent. */
  cancelReply: (reference: string, id: string) =>
    `${staffApiPaths.lead(reference)}/replies/${encodeURIComponent(id)}/cancel`,
} as const;

export const replySubjectMaxLength = 200;
export const replyBodyMaxLength = 20_000;

/** A template's name, as its file is named. */
export const templateNameSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * What Send posts: plain text as the sender last read it, the template it
 * started from (or null), and whether it waits for the delay (a rejection's)
 * rather than the undo window.
 */
export const replyRequestSchema = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(replySubjectMaxLength)
    .regex(/^[^\r\n]*$/),
  body: z.string().trim().min(1).max(replyBodyMaxLength),
  template: templateNameSchema.nullable(),
  delayed: z.boolean(),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

/** One template the composer offers, its merge fields filled for this lead and the member who sends. */
export interface ReplyTemplateOffer {
  name: string;
  title: string;
  subject: string;
  body: string;
  /** It serves the lead's current status (its hiring step): offered first, ready to send. */
  forThisStep: boolean;
}

export interface LeadReplyTemplates {
  /** Replies can be sent (REPLY_MAILBOX is set and the lead is not spam); else `why` says what stops them. */
  enabled: boolean;
  why: string | null;
  /** How long Send holds a reply for Undo. */
  undoSeconds: number;
  /** A rejection's default delay. */
  delayMinutes: number;
  /** The lead's current status. */
  status: LeadStatus;
  /** Those for this step first, then the rest serving the lead's form. */
  templates: ReplyTemplateOffer[];
  /** The template offered ready to send for the current status; null: none. */
  suggested: string | null;
  /** The suggested one waits for the delay by default (a rejection). */
  delayByDefault: boolean;
  /** The subject a reply from nothing starts with. */
  blankSubject: string;
}

/** How far a reply has got: held (undo window or delay), waiting for the outbox, retried, sent, bounced or cancelled. */
export const replyStates = ['scheduled', 'queued', 'failed', 'sent', 'bounced', 'cancelled'] as const;
export type ReplyState = (typeof replyStates)[number];

interface TimelineBase {
  /** ISO time. */
  at: string;
  /** Who: a staff member's address, the visitor's name (arrival), or the sender's address (a message in). */
  by: string;
}

export interface ArrivedEntry extends TimelineBase {
  kind: 'arrived';
}

export interface NoteEntry extends TimelineBase {
  kind: 'note';
  id: string;
  text: string;
}

export interface StatusEntry extends TimelineBase {
  kind: 'status';
  status: LeadStatus;
}

export interface AssigneeEntry extends TimelineBase {
  kind: 'assignee';
  /** The new assignee's address; null: nobody. */
  assignee: string | null;
}

export interface ReplyEntry extends TimelineBase {
  kind: 'reply';
  id: string;
  subject: string;
  body: string;
  template: string | null;
  state: ReplyState;
  /** When it goes (or went) at the earliest: the end of the undo window or of the delay. */
  sendAfter: string;
  sentAt: string | null;
  attempts: number;
  /** The relay's words of the last failed try: shown as text. */
  lastError: string | null;
  bouncedAt: string | null;
  bounceReason: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
}

/** A DKIM, SPF or DMARC verdict as it was recorded: pass, fail, none, neutral, temperror… */
export type AuthVerdict = string;

/**
 * Who wrote an inbound message, as its headers say: a person (`answer`); a
 * program on the visitor's behalf, such as an out-of-office (`automatic`),
 * which never puts the lead back into Needs a reply; or a person or not,
 * through a mailing list or group (`list`), an answer all the same.
 */
export const inboundKinds = ['answer', 'automatic', 'list'] as const;
export type InboundKind = (typeof inboundKinds)[number];

export interface InboundEntry extends TimelineBase {
  kind: 'inbound';
  id: string;
  messageKind: InboundKind;
  subject: string;
  /** The visitor's new text, quoted history dropped: shown as text, never as HTML. */
  body: string;
  /** Its own Date header; null if absent or unreadable. */
  sentAt: string | null;
  dkim: AuthVerdict;
  spf: AuthVerdict;
  dmarc: AuthVerdict;
  attachments: { fileName: string; mediaType: string; size: number }[];
}

export type TimelineEntry =
  ArrivedEntry | NoteEntry | StatusEntry | AssigneeEntry | ReplyEntry | InboundEntry;

export interface LeadTimeline {
  /** Oldest first. */
  entries: TimelineEntry[];
  /** Awaiting our reply since then (no reply yet, or the visitor wrote after our latest); null: not waiting. */
  awaitingSince: string | null;
  /** From arrival to the first message sent. */
  firstResponse: { sentAt: string; afterMs: number } | null;
}

export interface ReplyAccepted {
  reply: ReplyEntry;
}
