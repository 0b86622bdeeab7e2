import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Queues a lead's webhooks again, each under its own webhook-id (a receiver
 * that saw it drops the repeat), and tries again a URL that had answered
 * 410: what `npm run leads -- redeliver` and the inbox's "Redeliver" do.
 * Returns how many were queued; 0 when the lead has none.
 */
export async function redeliverWebhooks(db: Kysely<Database>, id: string, now: Date): Promise<number> {
  const webhooks = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'url'])
    .where('submission_id', '=', id)
    .execute();
  if (webhooks.length === 0) return 0;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_deliveries')
      .set({ sent_at: null, outcome: null, locked_until: null, next_attempt_at: at, queued_at: at })
      .where('submission_id', '=', id)
      .execute();
    await trx
      .deleteFrom('webhook_endpoints_gone')
      .where(
        'url',
        'in',
        webhooks.map((w) => w.url),
      )
      .execute();
  });
  return webhooks.length;
}
