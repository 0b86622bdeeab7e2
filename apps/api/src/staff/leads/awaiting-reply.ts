import { sql, type SqlBool } from 'kysely';

/**
 * A lead awaits our reply while none was sent from the inbox, or the visitor
 * wrote after our latest (migration 0031 keeps both on the lead; an automatic
 * reply, such as an out-of-office, is no writing: migration 0046). Written as
 * the partial index submissions_needs_reply is, so both engines read that
 * index for the "Needs a reply" filter.
 */
export const needsReply = sql<SqlBool>`(last_reply_at is null or unanswered_since is not null)`;

/** Since when the lead has waited for us; null: it does not. */
export function awaitingSince(row: {
  received_at: string;
  last_reply_at: string | null;
  unanswered_since: string | null;
}): string | null {
  return row.last_reply_at === null ? row.received_at : row.unanswered_since;
}
