import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Queues the notification of a lead released from spam; true once it is queued. */
export async function queueNotification(db: Kysely<Database>, id: string): Promise<boolean> {
  await db
    .insertInto('outbox')
    .values({ submission_id: id, next_attempt_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('submission_id').doUpdateSet({ next_attempt_at: new Date().toISOString() }))
    .execute();
  return true;
}
