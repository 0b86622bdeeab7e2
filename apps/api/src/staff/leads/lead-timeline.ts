import type { Kysely, Selectable } from 'kysely';
import type { LeadStatus, LeadTimeline, ReplyEntry, ReplyState, TimelineEntry } from '@agency/staff-contract';
import type { Database, LeadRepliesTable } from '../../db/schema.ts';
import { parseBody, visitorName } from '../../leads/lead-fields.ts';
import type { WorkedLead } from './lead-work.ts';

/** How far a reply has got, at `now`. */
export function replyState(reply: Selectable<LeadRepliesTable>, now: number): ReplyState {
  if (reply.cancelled_at) return 'cancelled';
  if (reply.bounced_at) return 'bounced';
  if (reply.sent_at) return 'sent';
  if (Date.parse(reply.send_after) > now) return 'scheduled';
  return reply.last_error ? 'failed' : 'queued';
}

export function replyEntryOf(reply: Selectable<LeadRepliesTable>, now: number): ReplyEntry {
  return {
    kind: 'reply',
    id: reply.id,
    at: reply.created_at,
    by: reply.author,
    subject: reply.subject,
    body: reply.body,
    template: reply.template,
    state: replyState(reply, now),
    sendAfter: reply.send_after,
    sentAt: reply.sent_at,
    attempts: Number(reply.attempts),
    lastError: reply.last_error,
    bouncedAt: reply.bounced_at,
    bounceReason: reply.bounce_reason,
    cancelledAt: reply.cancelled_at,
    cancelledBy: reply.cancelled_by,
  };
}

// Within one instant, the order things happen in: the lead arrives, is worked on, then answered.
const kindOrder: Record<TimelineEntry['kind'], number> = {
  arrived: 0,
  status: 1,
  assignee: 2,
  note: 3,
  inbound: 4,
  reply: 5,
};

/**
 * Everything that happened to a lead, oldest first, each with who and when:
 * its arrival, status and assignee changes, notes, our replies with their
 * delivery, the visitor's messages with their authentication verdicts (and
 * their kept attachments, by name). Also who waits now, and how long the
 * first answer took.
 */
export async function readTimeline(
  db: Kysely<Database>,
  lead: WorkedLead,
  now: number,
): Promise<LeadTimeline | undefined> {
  const row = await db
    .selectFrom('submissions')
    .select(['received_at', 'body', 'last_reply_at', 'unanswered_since'])
    .where('id', '=', lead.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [statuses, assignees, notes, replies, inbound, attachments] = await Promise.all([
    db
      .selectFrom('lead_status_changes')
      .select(['status', 'by', 'at'])
      .where('submission_id', '=', lead.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lead_assignee_changes')
      .select(['assignee', 'by', 'at'])
      .where('submission_id', '=', lead.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lead_notes')
      .select(['id', 'text', 'author', 'at'])
      .where('submission_id', '=', lead.id)
      .execute(),
    db.selectFrom('lead_replies').selectAll().where('submission_id', '=', lead.id).execute(),
    db
      .selectFrom('lead_inbound')
      .select([
        'id',
        'from_address',
        'subject',
        'body',
        'sent_at',
        'received_at',
        'dkim',
        'spf',
        'dmarc',
        'kind',
      ])
      .where('submission_id', '=', lead.id)
      .execute(),
    // Their names and sizes only: the bytes are read when someone opens one.
    db
      .selectFrom('lead_inbound_attachments')
      .select(['inbound_id', 'file_name', 'media_type', 'size'])
      .where('submission_id', '=', lead.id)
      .orderBy('file_name')
      .execute(),
  ]);
  const entries: TimelineEntry[] = [
    { kind: 'arrived', at: row.received_at, by: visitorName(lead.form, parseBody(row.body)) },
    ...statuses.map((change) => ({
      kind: 'status' as const,
      at: change.at,
      by: change.by,
      status: change.status as LeadStatus,
    })),
    ...assignees.map((change) => ({
      kind: 'assignee' as const,
      at: change.at,
      by: change.by,
      assignee: change.assignee,
    })),
    ...notes.map((note) => ({
      kind: 'note' as const,
      id: note.id,
      at: note.at,
      by: note.author,
      text: note.text,
    })),
    ...replies.map((reply) => replyEntryOf(reply, now)),
    ...inbound.map((message) => ({
      kind: 'inbound' as const,
      id: message.id,
      messageKind: message.kind,
      at: message.received_at,
      by: message.from_address,
      subject: message.subject,
      body: message.body,
      sentAt: message.sent_at,
      dkim: message.dkim,
      spf: message.spf,
      dmarc: message.dmarc,
      attachments: attachments
        .filter((attachment) => attachment.inbound_id === message.id)
        .map((attachment) => ({
          fileName: attachment.file_name,
          mediaType: attachment.media_type,
          size: Number(attachment.size),
        })),
    })),
  ];
  // Stable: entries of one kind keep the order they were written in.
  entries.sort((a, b) => a.at.localeCompare(b.at) || kindOrder[a.kind] - kindOrder[b.kind]);
  const firstSent = replies
    .map((reply) => reply.sent_at)
    .filter((at): at is string => at !== null)
    .sort()[0];
  return {
    entries,
    awaitingSince: row.last_reply_at === null ? row.received_at : row.unanswered_since,
    firstResponse: firstSent
      ? { sentAt: firstSent, afterMs: Date.parse(firstSent) - Date.parse(row.received_at) }
      : null,
  };
}
