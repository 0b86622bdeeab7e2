import type { Generated } from 'kysely';
import type { FormKind, Region } from '@agency/contract';
import type { InboundKind } from '@agency/staff-contract';
import type { StaffTables } from './staff-tables.ts';

/**
 * One row per accepted submission. `body` is the request body as validated,
 * as JSON text; flags are 0/1 integers so both engines store them alike.
 */
export interface SubmissionsTable {
  id: string;
  form: FormKind;
  region: Region;
  /** ISO 8601 UTC, e.g. 2026-01-31T09:15:00.000Z; sorts as text. */
  received_at: string;
  body: string;
  /** Lower-cased address from the body, so a person's rows can be found and erased. */
  email: Generated<string>;
  /** The consent box as sent (1/0); null for a form without one. */
  consent: number | null;
  /** Version of the privacy notice shown next to the consent box; null without consent box. */
  notice_version: string | null;
  spam: Generated<number>;
  /** Why the row is suspected spam, comma separated; empty when it is not. */
  spam_reasons: Generated<string>;
  /** The spam digest that listed this suspected spam to staff; null until one has. */
  spam_digest: Generated<string | null>;
  /** Where the lead came from (first-party attribution), each null when not known. */
  landing_page: Generated<string | null>;
  form_page: Generated<string | null>;
  referrer_host: Generated<string | null>;
  utm_source: Generated<string | null>;
  utm_medium: Generated<string | null>;
  utm_campaign: Generated<string | null>;
  utm_term: Generated<string | null>;
  utm_content: Generated<string | null>;
  /** When Send was last pressed on a reply still standing (migration 0031); null: never answered. */
  last_reply_at: Generated<string | null>;
  /** The first message from the visitor filed after that reply; null: none (a lead needs a reply while either says so). */
  unanswered_since: Generated<string | null>;
}

/** A remembered Idempotency-Key and the first answer given for it. */
export interface IdempotencyKeysTable {
  key: string;
  form: FormKind;
  body_hash: string;
  submission_id: string;
  status: number;
  response: string;
  created_at: string;
}

/** A form token and the one submission it was first stored with (its key, else its body hash). */
export interface FormTokenUsesTable {
  /** The token's nonce. */
  token_id: string;
  /** `key:<Idempotency-Key>` or `body:<body hash>`: a repeat of the same submission matches. */
  binding: string;
  submission_id: string;
  used_at: string;
}

/** A job application's CV: its bytes as uploaded, one per submission. */
export interface CvFilesTable {
  submission_id: string;
  /** The name the candidate's file had: shown to staff, never used as a path. */
  file_name: string;
  /** The media type of the type its bytes showed (never the one the browser declared). */
  media_type: string;
  size: number;
  content: Buffer;
}

/** PostgreSQL only: the times (epoch ms) of one client's counted submissions of one form in the window. */
export interface RateLimitHitsTable {
  bucket: string;
  hits: string[];
}

/** The columns every table of messages to deliver has, claimed, sent and retried alike. */
export interface DeliveryColumns {
  attempts: Generated<number>;
  /** When the message was queued: how long it has waited. */
  queued_at: string;
  next_attempt_at: string;
  /** A worker holds the row until then (crash-safe claim). */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/** One staff notification per (non-spam) submission; kept after sending as a record. */
export interface OutboxTable extends DeliveryColumns {
  submission_id: string;
  /**
   * The lead's other deliveries (confirmation, webhooks) still to be queued,
   * and as which event; null once the outbox worker has queued them.
   */
  deliveries_event: Generated<WebhookDeliveriesTable['event'] | null>;
}

/** The visitor's confirmation of a lead (at most one per mailbox a day, a cap per domain an hour). */
export interface ConfirmationsTable extends DeliveryColumns {
  submission_id: string;
  /** The lead's address as one mailbox (confirmation-mailbox.ts); null on rows older than a day at migration 0013. */
  mailbox: string | null;
  /** Its domain, for the hourly cap. */
  mail_domain: string | null;
}

/** One signed webhook of a lead to one configured URL. */
export interface WebhookDeliveriesTable extends DeliveryColumns {
  /** The webhook-id: the same across retries and redeliveries. */
  id: string;
  submission_id: string;
  url: string;
  event: 'lead.created' | 'lead.released';
  /** delivered, gone (410), expired (no 2xx within a day); null while pending. */
  outcome: string | null;
}

/** Each attempt at a webhook: when, its HTTP status or error, how long it took. */
export interface WebhookAttemptsTable {
  delivery_id: string;
  attempted_at: string;
  result: string;
  duration_ms: number;
}

/** A webhook URL that answered 410 Gone: no more deliveries to it until an operator redelivers. */
export interface WebhookEndpointsGoneTable {
  url: string;
  gone_at: string;
}

/** One digest of held-back spam per region and period, sent like an outbox row. */
export interface SpamDigestsTable extends DeliveryColumns {
  /** `<region>/<period start>`: two instances claiming one period insert the same key. */
  id: string;
  region: Region;
  period_start: string;
  period_end: string;
}

/** The one unguessable token per lead that its replies' Reply-To address carries. */
export interface LeadReplyTokensTable {
  token: string;
  submission_id: string;
  created_at: string;
}

/** A message staff sent a lead from the inbox, delivered through the outbox. */
export interface LeadRepliesTable extends DeliveryColumns {
  id: string;
  submission_id: string;
  /** The member who pressed Send (null once they are removed) and their address at the time. */
  staff_id: string | null;
  author: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The template's file name it started from, or null. */
  template: string | null;
  /** Our Message-ID, `<…@…>`; the message it answers and the thread (space separated). */
  message_id: string;
  in_reply_to: string | null;
  references: string | null;
  /** When Send was pressed, and the earliest it goes (the undo window or a rejection's delay). */
  created_at: string;
  send_after: string;
  cancelled_at: string | null;
  cancelled_by: string | null;
  /** A bounce read back from the mailbox: the delivery failed after all. */
  bounced_at: string | null;
  bounce_reason: string | null;
  /**
   * The token of its own envelope sender (`replies+b<token>@…`, migration
   * 0046), where its delivery reports come back; null for a reply sent before
   * it, from the bare mailbox.
   */
  envelope_token: string | null;
}

/** A message from the visitor, read from the agency's mailbox and filed on its lead by its token. */
export interface LeadInboundTable {
  id: string;
  submission_id: string;
  /** The sender's Message-ID: one message is filed once. */
  message_id: string;
  in_reply_to: string | null;
  from_address: string;
  subject: string;
  /** The new text alone, quoted history dropped. */
  body: string;
  /** Its Date header (null if absent or unreadable), and when it was filed. */
  sent_at: string | null;
  received_at: string;
  /** pass, fail, none, neutral, temperror, permerror… as each check gave it. */
  dkim: string;
  spf: string;
  dmarc: string;
  /** Attachments not kept: not of a CV's types by their bytes, or over CV_MAX_BYTES. */
  attachments_dropped: Generated<number>;
  /** Who wrote it, by its headers (migration 0046): an automatic one never makes the lead wait for us. */
  kind: Generated<InboundKind>;
}

/** An attachment of an inbound message, kept only when it is of a CV's types. */
export interface LeadInboundAttachmentsTable {
  id: string;
  inbound_id: string;
  submission_id: string;
  file_name: string;
  media_type: string;
  size: number;
  content: Buffer;
}

/** Who assigned a lead to whom, and when (migration 0031), for its timeline. */
export interface LeadAssigneeChangesTable {
  /** The order of writing (PostgreSQL's bigserial comes back as text). */
  id: Generated<number | string>;
  submission_id: string;
  /** The assignee's address at the time; null: nobody. */
  assignee: string | null;
  by: string;
  at: string;
}

/** The leads' tables and the staff inbox's (staff-tables.ts). */
/**
 * An erasure whose scrub is not yet proved (migration 0045, delete-submissions.ts):
 * no person, no lead, only when and why.
 */
export interface PendingScrubsTable {
  id: string;
  /** When the rows were deleted (ISO 8601 UTC). */
  deleted_at: string;
  /** Why the last scrub could not finish (the kind of holder); null while the first one runs. */
  reason: string | null;
  /** When a scrub last failed; null until one has. */
  tried_at: string | null;
}

export interface Database extends StaffTables {
  submissions: SubmissionsTable;
  idempotency_keys: IdempotencyKeysTable;
  form_token_uses: FormTokenUsesTable;
  cv_files: CvFilesTable;
  rate_limit_hits: RateLimitHitsTable;
  outbox: OutboxTable;
  confirmations: ConfirmationsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_endpoints_gone: WebhookEndpointsGoneTable;
  spam_digests: SpamDigestsTable;
  lead_reply_tokens: LeadReplyTokensTable;
  lead_replies: LeadRepliesTable;
  lead_inbound: LeadInboundTable;
  lead_inbound_attachments: LeadInboundAttachmentsTable;
  lead_assignee_changes: LeadAssigneeChangesTable;
  pending_scrubs: PendingScrubsTable;
}
