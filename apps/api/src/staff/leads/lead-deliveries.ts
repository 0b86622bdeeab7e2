import type { Kysely } from 'kysely';
import type { DeliveryState, LeadDeliveries } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';

const stateOf = (row: { sent_at: string | null; attempts: number; last_error: string | null }) =>
  ({
    sentAt: row.sent_at,
    attempts: Number(row.attempts),
    lastError: row.last_error,
  }) satisfies DeliveryState;

/**
 * What was sent for a lead, as `npm run leads -- deliveries` shows it: the
 * staff notification, the confirmation to the visitor, and each webhook with
 * every attempt. Its reader is a staff member who may see the lead.
 */
export async function readLeadDeliveries(db: Kysely<Database>, id: string): Promise<LeadDeliveries> {
  const columns = ['sent_at', 'attempts', 'last_error'] as const;
  const notification = await db
    .selectFrom('outbox')
    .select(columns)
    .where('submission_id', '=', id)
    .executeTakeFirst();
  const confirmation = await db
    .selectFrom('confirmations')
    .select(columns)
    .where('submission_id', '=', id)
    .executeTakeFirst();
  const webhooks = await db
    .selectFrom('webhook_deliveries')
    .select(['id', 'event', 'url', 'outcome', ...columns])
    .where('submission_id', '=', id)
    .orderBy('queued_at')
    .orderBy('id')
    .execute();
  const attempts = webhooks.length
    ? await db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where(
          'delivery_id',
          'in',
          webhooks.map((webhook) => webhook.id),
        )
        .orderBy('attempted_at')
        .execute()
    : [];
  return {
    notification: notification ? stateOf(notification) : null,
    confirmation: confirmation ? stateOf(confirmation) : null,
    webhooks: webhooks.map((webhook) => ({
      id: webhook.id,
      event: webhook.event,
      url: webhook.url,
      outcome: webhook.outcome,
      ...stateOf(webhook),
      attemptLog: attempts
        .filter((attempt) => attempt.delivery_id === webhook.id)
        .map((attempt) => ({
          at: attempt.attempted_at,
          result: attempt.result,
          durationMs: Number(attempt.duration_ms),
        })),
    })),
  };
}
