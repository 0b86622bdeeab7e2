import { sql, type Kysely } from 'kysely';
import { forUpdate } from '../db/dialect.ts';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { InboundKind } from '@agency/staff-contract';

/**
 * Holds the lead's row for the rest of the transaction (PostgreSQL; SQLite
 * has one writer at a time anyway), so a visitor's message filed meanwhile
 * (whose trigger updates the same row, migration 0031) is seen by what
 * follows, never lost between two reads.
 */
export async function holdLead(trx: Kysely<Database>, engine: Engine, leadId: string): Promise<boolean> {
  const query = trx.selectFrom('submissions').select('id').where('id', '=', leadId);
  return (await forUpdate(engine, query).executeTakeFirst()) !== undefined;
}

/**
 * Sets who waits on the lead's row from its messages (migration 0031): the
 * time of our latest reply still standing, and the first message from the
 * visitor filed after it, an automatic one aside (an out-of-office asks
 * nothing of us; the trigger of migration 0046 skips it too). Called in the
 * transaction that adds or cancels a reply, after holdLead.
 */
export async function refreshReplyState(trx: Kysely<Database>, leadId: string): Promise<void> {
  const lastReply = sql<string | null>`(select max(r.created_at) from lead_replies r
    where r.submission_id = submissions.id and r.cancelled_at is null)`;
  const automatic: InboundKind = 'automatic';
  await trx
    .updateTable('submissions')
    .set({
      last_reply_at: lastReply,
      unanswered_since: sql<string | null>`(select min(i.received_at) from lead_inbound i
        where i.submission_id = submissions.id and i.received_at > ${lastReply}
        and i.kind <> ${automatic})`,
    })
    .where('id', '=', leadId)
    .execute();
}
