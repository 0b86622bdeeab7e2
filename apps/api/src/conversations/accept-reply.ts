import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database, LeadRepliesTable } from '../db/schema.ts';
import { holdLead, refreshReplyState } from './reply-state.ts';
import { threadOf } from './reply-thread.ts';
import { newReplyToken, replyTokenFor } from './reply-token.ts';

export interface AcceptedReplyInput {
  lead: { id: string };
  member: { id: string; email: string };
  subject: string;
  body: string;
  template: string | null;
  /** Held until then: the end of the undo window, or of a rejection's delay. */
  sendAfter: number;
  /** Our Message-IDs' domain (the sender's). */
  messageIdDomain: string;
  /** The visitor's confirmation, which a first reply threads under when it was sent. */
  confirmationMessageId: string;
}

/**
 * A reply accepted from the inbox: stored with its thread and the lead's
 * reply token in one transaction, held until `sendAfter`, and from then on
 * the outbox's to send (reply-queue.ts), exactly as a lead's notification
 * is: once committed it is sent, whatever becomes of this process. The lead
 * no longer waits for us (reply-state.ts). Undefined when the lead is gone.
 */
export async function acceptReply(
  db: Kysely<Database>,
  engine: Engine,
  input: AcceptedReplyInput,
  now: number,
): Promise<Selectable<LeadRepliesTable> | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await holdLead(trx, engine, input.lead.id))) return undefined;
    await replyTokenFor(trx, input.lead.id, new Date(now));
    const thread = await threadOf(trx, input.lead.id, input.confirmationMessageId);
    const id = randomUUID();
    const sendAfter = new Date(input.sendAfter).toISOString();
    const row = await trx
      .insertInto('lead_replies')
      .values({
        id,
        submission_id: input.lead.id,
        staff_id: input.member.id,
        author: input.member.email,
        subject: input.subject,
        body: input.body,
        template: input.template,
        message_id: `<reply-${id}@${input.messageIdDomain}>`,
        in_reply_to: thread.inReplyTo,
        references: thread.references,
        created_at: new Date(now).toISOString(),
        send_after: sendAfter,
        // Due, and counted as waiting, only once the hold is over.
        queued_at: sendAfter,
        next_attempt_at: sendAfter,
        // Its own envelope sender: a delivery report is honoured only when it comes back there.
        envelope_token: newReplyToken(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshReplyState(trx, input.lead.id);
    return row;
  });
}
