import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database, LeadRepliesTable } from '../db/schema.ts';
import { unclaimed } from '../notifications/delivery-queue.ts';
import { holdLead, refreshReplyState } from './reply-state.ts';

export type CancelOutcome =
  | { outcome: 'cancelled'; reply: Selectable<LeadRepliesTable> }
  | { outcome: 'no-such-reply' | 'already-sent' | 'being-sent' };

/**
 * Undo, or cancelling a scheduled reply: possible until the outbox claims it
 * to send. A claimed reply may already be with the relay, so it is no longer
 * ours to stop ('being-sent'); one sent is 'already-sent'. Cancelling twice
 * answers the cancelled reply again. The lead waits for us again if this was
 * our answer (reply-state.ts).
 */
export async function cancelReply(
  db: Kysely<Database>,
  engine: Engine,
  leadId: string,
  replyId: string,
  by: string,
  now: number,
): Promise<CancelOutcome> {
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await holdLead(trx, engine, leadId))) return { outcome: 'no-such-reply' };
    // One statement, on the claim's own condition: on PostgreSQL the outbox's claim and this one
    // take the row's lock in turn, and whichever comes second finds the row changed and leaves it.
    const cancelled = await trx
      .updateTable('lead_replies')
      .set({ cancelled_at: at, cancelled_by: by })
      .where('id', '=', replyId)
      .where('submission_id', '=', leadId)
      .where(unclaimed('reply', at))
      .returningAll()
      .executeTakeFirst();
    if (cancelled) {
      await refreshReplyState(trx, leadId);
      return { outcome: 'cancelled', reply: cancelled };
    }
    const reply = await trx
      .selectFrom('lead_replies')
      .selectAll()
      .where('id', '=', replyId)
      .where('submission_id', '=', leadId)
      .executeTakeFirst();
    if (!reply) return { outcome: 'no-such-reply' };
    if (reply.cancelled_at) return { outcome: 'cancelled', reply };
    return { outcome: reply.sent_at ? 'already-sent' : 'being-sent' };
  });
}
