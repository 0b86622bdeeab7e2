import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { ClaimedMessage, DeliveryQueue, DeliveryResult } from './delivery-queue.ts';
import { deliveryRows } from './delivery-rows.ts';
import { webhookPayload } from './webhook-payload.ts';

/** How long a webhook is tried before it is given up, and how long one attempt may take. */
export const webhookRetryWindowMs = 24 * 60 * 60 * 1000;
export const webhookTimeoutMs = 15_000;

export interface WebhookSettings {
  /** WEBHOOK_SECRET: one `whsec_…` key, or two while rotating (each signs, receivers accept either). */
  secrets: readonly string[];
  /** First retry delay (doubles up to an hour, with jitter). */
  retryBaseMs: number;
  log: { error: (o: object, m: string) => void };
}

/**
 * The `webhook_deliveries` table: each lead to each WEBHOOK_URL, signed by
 * the Standard Webhooks specification (the `standardwebhooks` package signs:
 * `webhook-id`, `webhook-timestamp`, `webhook-signature` = `v1,` HMAC-SHA256
 * over `id.timestamp.body`, one per secret). A 2xx delivers it; a 410 stops
 * every delivery to that URL (error log); anything else, a time-out (15 s)
 * or a lost connection is tried again with backoff and jitter, for a day,
 * then given up (error log). Each attempt is recorded for `leads deliveries`.
 */
export function webhookQueue(db: Kysely<Database>, engine: Engine, settings: WebhookSettings): DeliveryQueue {
  const signers = settings.secrets.map((secret) => new Webhook(secret));
  const rows = deliveryRows(db, engine, 'webhook_deliveries');

  const finish = (id: string, outcome: string) =>
    db.updateTable('webhook_deliveries').set({ outcome }).where('id', '=', id).execute();
  const deliver = async ({ id }: ClaimedMessage): Promise<DeliveryResult> => {
    const delivery = await db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!delivery) return 'nothing';
    const gone = await db
      .selectFrom('webhook_endpoints_gone')
      .select('url')
      .where('url', '=', delivery.url)
      .executeTakeFirst();
    if (gone) {
      await finish(id, 'gone');
      return 'stopped';
    }
    if (Date.now() > Date.parse(delivery.queued_at) + webhookRetryWindowMs) {
      await finish(id, 'expired');
      settings.log.error(
        { webhookId: id, url: delivery.url, attempts: delivery.attempts, lastError: delivery.last_error },
        'webhook given up: no 2xx within a day',
      );
      return 'stopped';
    }
    const lead = await db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', delivery.submission_id)
      .executeTakeFirst();
    if (!lead) return 'nothing';
    const cv = await db
      .selectFrom('cv_files')
      .select(['file_name', 'media_type', 'size'])
      .where('submission_id', '=', lead.id)
      .executeTakeFirst();
    const sentAt = new Date();
    const body = JSON.stringify(webhookPayload(delivery.event, lead, cv, sentAt));
    const started = performance.now();
    const startedAt = Date.now();
    let status: number;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(webhookTimeoutMs),
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signers.map((signer) => signer.sign(id, sentAt, body)).join(' '),
        },
        body,
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out after 15 s' : String(error);
      await recordAttempt(id, startedAt, started, reason);
      throw new Error(reason);
    }
    await recordAttempt(id, startedAt, started, `HTTP ${status}`);
    if (status >= 200 && status < 300) {
      await finish(id, 'delivered');
      return 'sent';
    }
    if (status === 410) {
      await db
        .insertInto('webhook_endpoints_gone')
        .values({ url: delivery.url, gone_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('url').doNothing())
        .execute();
      await finish(id, 'gone');
      settings.log.error(
        { webhookId: id, url: delivery.url },
        'webhook endpoint answered 410 Gone: deliveries to it stop',
      );
      return 'stopped';
    }
    throw new Error(`HTTP ${status}`);
  };

  const recordAttempt = (id: string, startedAt: number, started: number, result: string) =>
    db
      .insertInto('webhook_attempts')
      .values({
        delivery_id: id,
        attempted_at: new Date(startedAt).toISOString(),
        result,
        duration_ms: Math.round(performance.now() - started),
      })
      .execute();

  return {
    what: 'webhook',
    channel: 'webhook',
    ...rows,
    deliver,
    // "Full jitter": anywhere between half and all of the doubling delay, so
    // retries of many leads after an outage do not arrive at once.
    retryDelayMs: (attempts) =>
      Math.round(Math.min(3_600_000, settings.retryBaseMs * 2 ** attempts) * (0.5 + Math.random() / 2)),
  };
}
