import { dayMs, hourMs } from '@agency/staff-contract';
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { lockKeys, skipLocked } from '../db/dialect.ts';
import type { Engine } from '../db/open-database.ts';
import type { Database, WebhookDeliveriesTable } from '../db/schema.ts';
import { mailboxOf, type Mailbox } from './confirmation-mailbox.ts';

/** What is delivered besides the staff notification: set once, from the configuration. */
export interface DeliverySettings {
  /** Mail the visitor a confirmation (CONFIRMATION_MAIL; on by default). */
  confirmations: boolean;
  /** Where each lead is sent as a signed webhook (WEBHOOK_URL). */
  webhookUrls: readonly string[];
  /** The most confirmations queued to one recipient domain an hour (CONFIRMATION_DOMAIN_HOURLY_MAX). */
  confirmationDomainHourlyMax?: number;
}

/** A lead to deliver: stored as a lead, or released from spam. */
export interface DeliverableLead {
  id: string;
  /** Lower-cased, as stored. */
  email: string;
}

/** At most one confirmation to a mailbox in this long; later leads are still stored and notified to staff. */
export const confirmationWindowMs = dayMs;

/**
 * At most this many confirmations to one recipient domain an hour: a bot
 * with many spellings of addresses at a catch-all domain gets no more out of
 * the form than this, from any number of source addresses. An agency's own
 * leads from one provider's domain in an hour are far fewer.
 */
export const defaultConfirmationDomainHourlyMax = 50;
const domainWindowMs = hourMs;

/**
 * A webhook-id, as the Standard Webhooks specification shapes them: 32 hex
 * digits, the first 12 the time in milliseconds (as a UUIDv7 starts), the
 * rest random, so new rows are appended to the table's key rather than
 * scattered through it (in a batch-insert test of 22,500 leads the gain was
 * within the noise; the order costs nothing).
 */
const webhookId = () => `msg_${Date.now().toString(16).padStart(12, '0')}${randomBytes(10).toString('hex')}`;

/** What is delivered besides the staff notification, as an outbox row notes it. */
const hasOtherDeliveries = (settings: DeliverySettings) =>
  settings.confirmations || settings.webhookUrls.length > 0;

/**
 * Queues, in the caller's transaction (the lead's own, or its release from
 * spam), the staff notification, and notes on its outbox row that the lead's
 * confirmation and webhooks are still to be queued, as `event`. The outbox
 * worker queues those (queueOtherDeliveries) off the request path: inserted
 * here, they cost a burst of leads a fifth of its rate. A lead released from
 * spam is queued the same way (a notification it may already have is queued
 * again). `settings` undefined (the leads CLI): the server's worker decides.
 */
export async function queueDeliveries(
  trx: Transaction<Database> | Kysely<Database>,
  leads: readonly DeliverableLead[],
  event: WebhookDeliveriesTable['event'],
  settings?: DeliverySettings,
): Promise<void> {
  if (leads.length === 0) return;
  const now = new Date().toISOString();
  const deliveries_event = !settings || hasOtherDeliveries(settings) ? event : null;
  await trx
    .insertInto('outbox')
    .values(
      leads.map((lead) => ({
        submission_id: lead.id,
        queued_at: now,
        next_attempt_at: now,
        deliveries_event,
      })),
    )
    .onConflict((oc) =>
      oc.column('submission_id').doUpdateSet({ next_attempt_at: now, sent_at: null, deliveries_event }),
    )
    .execute();
}

/**
 * Queues the confirmation and webhooks of up to `limit` leads whose outbox
 * rows say they are still to be queued, and clears that note, in one
 * transaction; returns how many leads it took. The rows are read FOR UPDATE SKIP
 * LOCKED on PostgreSQL, so two instances never queue one lead twice (SQLite
 * has one writer). The visitor's confirmation is skipped if one went to the
 * same mailbox in the last day, or its domain had its hourly cap
 * (queueConfirmations).
 */
export async function queueOtherDeliveries(
  db: Kysely<Database>,
  engine: Engine,
  settings: DeliverySettings,
  limit = 500,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const next = trx
      .selectFrom('outbox as o')
      .innerJoin('submissions as s', 's.id', 'o.submission_id')
      .select(['o.submission_id as id', 's.email as email', 'o.deliveries_event as event'])
      .where('o.deliveries_event', 'is not', null)
      .orderBy('o.queued_at')
      .limit(limit);
    const taken = await skipLocked(engine, next, 'o').execute();
    if (taken.length === 0) return 0;
    await trx
      .updateTable('outbox')
      .set({ deliveries_event: null })
      .where(
        'submission_id',
        'in',
        taken.map((lead) => lead.id),
      )
      .execute();
    if (taken.length === 0) return 0;
    if (settings.confirmations)
      await queueConfirmations(
        trx,
        engine,
        taken,
        settings.confirmationDomainHourlyMax ?? defaultConfirmationDomainHourlyMax,
      );
    if (settings.webhookUrls.length > 0) {
      const now = new Date().toISOString();
      await trx
        .insertInto('webhook_deliveries')
        .values(
          taken.flatMap((lead) =>
            settings.webhookUrls.map((url) => ({
              id: webhookId(),
              submission_id: lead.id,
              url,
              event: lead.event ?? 'lead.created',
              queued_at: now,
              next_attempt_at: now,
            })),
          ),
        )
        .execute();
    }
    return taken.length;
  });
}

/**
 * One confirmation per mailbox among `leads` (the first), none to a mailbox
 * that had one within the window, and none past the domain's hourly cap
 * (oldest leads first). Each mailbox and domain is locked for the
 * transaction first (lockKeys), so two instances cannot both pass a check.
 */
async function queueConfirmations(
  trx: Transaction<Database>,
  engine: Engine,
  leads: readonly DeliverableLead[],
  domainHourlyMax: number,
): Promise<void> {
  const now = Date.now();
  const firstOfEach = new Map<string, DeliverableLead & Mailbox>();
  for (const lead of leads) {
    const addressed = { ...lead, ...mailboxOf(lead.email) };
    if (!firstOfEach.has(addressed.mailbox)) firstOfEach.set(addressed.mailbox, addressed);
  }
  const mailboxes = [...firstOfEach.keys()];
  const domains = [...new Set([...firstOfEach.values()].map((lead) => lead.domain))];
  await lockKeys(engine, trx, [
    ...mailboxes.map((m) => `mailbox ${m}`),
    ...domains.map((d) => `domain ${d}`),
  ]);
  const confirmed = await trx
    .selectFrom('confirmations')
    .select('mailbox')
    .where('mailbox', 'in', mailboxes)
    .where('queued_at', '>', new Date(now - confirmationWindowMs).toISOString())
    .execute();
  const already = new Set(confirmed.map((row) => row.mailbox));
  const counted = await trx
    .selectFrom('confirmations')
    .select((eb) => ['mail_domain', eb.fn.countAll<number | string>().as('queued')])
    .where('mail_domain', 'in', domains)
    .where('queued_at', '>', new Date(now - domainWindowMs).toISOString())
    .groupBy('mail_domain')
    .execute();
  const room = new Map(domains.map((domain) => [domain, domainHourlyMax]));
  for (const row of counted)
    if (row.mail_domain) room.set(row.mail_domain, domainHourlyMax - Number(row.queued));
  const chosen = [...firstOfEach.values()].filter((lead) => {
    const left = room.get(lead.domain) ?? 0;
    if (already.has(lead.mailbox) || left <= 0) return false;
    room.set(lead.domain, left - 1);
    return true;
  });
  if (chosen.length === 0) return;
  const queuedAt = new Date(now).toISOString();
  await trx
    .insertInto('confirmations')
    .values(
      chosen.map((lead) => ({
        submission_id: lead.id,
        mailbox: lead.mailbox,
        mail_domain: lead.domain,
        queued_at: queuedAt,
        next_attempt_at: queuedAt,
      })),
    )
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .execute();
}
