import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database, WebhookDeliveriesTable } from '../db/schema.ts';

/** What is delivered besides the staff notification: set once, from the configuration. */
export interface DeliverySettings {
  /** Mail the visitor a confirmation (CONFIRMATION_MAIL; on by default). */
  confirmations: boolean;
  /** Where each lead is sent as a signed webhook (WEBHOOK_URL). */
  webhookUrls: readonly string[];
}

/** A lead to deliver: stored as a lead, or released from spam. */
export interface DeliverableLead {
  id: string;
  /** Lower-cased, as stored. */
  email: string;
}

/** At most one confirmation to an address in this long; later leads are still stored and notified to staff. */
export const confirmationWindowMs = 24 * 60 * 60 * 1000;

/** A webhook-id, as the Standard Webhooks specification shapes them. */
const webhookId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Queues, in the caller's transaction, everything a lead is delivered as:
 * the staff notification, the visitor's confirmation (unless one went to
 * the same address in the last day: the check and the insert are one
 * statement, and on PostgreSQL each address is locked for the transaction
 * first, so two instances cannot both pass it), and one webhook per URL.
 * A lead released from spam is queued the same way (a notification it may
 * already have is queued again).
 */
export async function queueDeliveries(
  trx: Transaction<Database> | Kysely<Database>,
  engine: Engine,
  leads: readonly DeliverableLead[],
  event: WebhookDeliveriesTable['event'],
  settings: DeliverySettings,
): Promise<void> {
  if (leads.length === 0) return;
  const now = new Date().toISOString();
  const queued = { queued_at: now, next_attempt_at: now };
  await trx
    .insertInto('outbox')
    .values(leads.map((lead) => ({ submission_id: lead.id, ...queued })))
    .onConflict((oc) => oc.column('submission_id').doUpdateSet({ next_attempt_at: now, sent_at: null }))
    .execute();

  if (settings.confirmations) {
    // One per address in this batch (the first), then none if one was queued to it within the window.
    const firstOfEach = [...new Map(leads.toReversed().map((lead) => [lead.email, lead])).values()];
    const emails = [...new Set(firstOfEach.map((lead) => lead.email))].sort();
    if (engine === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(e)) from unnest(${emails}::text[]) as e`.execute(trx);
    const since = new Date(Date.now() - confirmationWindowMs).toISOString();
    await trx
      .insertInto('confirmations')
      .columns(['submission_id', 'queued_at', 'next_attempt_at'])
      .expression((eb) =>
        eb
          .selectFrom('submissions as s')
          .select(['s.id', eb.val(now).as('queued_at'), eb.val(now).as('next_attempt_at')])
          .where(
            's.id',
            'in',
            firstOfEach.map((lead) => lead.id),
          )
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('confirmations as c')
                  .innerJoin('submissions as earlier', 'earlier.id', 'c.submission_id')
                  .select('c.submission_id')
                  .whereRef('earlier.email', '=', 's.email')
                  .where('c.queued_at', '>', since),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.column('submission_id').doNothing())
      .execute();
  }

  if (settings.webhookUrls.length > 0)
    await trx
      .insertInto('webhook_deliveries')
      .values(
        leads.flatMap((lead) =>
          settings.webhookUrls.map((url) => ({
            id: webhookId(),
            submission_id: lead.id,
            url,
            event,
            ...queued,
          })),
        ),
      )
      .execute();
}
