import { dayMs, hourMs } from '@agency/staff-contract';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Engine } from '../db/open-database.ts';
import type { Database, WebhookAttemptsTable } from '../db/schema.ts';
import type { ClaimedMessage, DeliveryQueue, DeliveryResult } from './delivery-queue.ts';
import { deliveryQueue } from './delivery-queue.ts';
import { webhookPayload } from './webhook-payload.ts';

/** How long a webhook is tried before it is given up, and how long one attempt may take. */
export const webhookRetryWindowMs = dayMs;
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
  // How each delivery ended, written with `done` in one statement.
  const outcomes = new Map<string, string>();

  /** The delivery, its lead, its CV's name and whether its URL is gone: one query. */
  const load = (id: string) =>
    db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('submissions as s', 's.id', 'd.submission_id')
      .leftJoin('cv_files as c', 'c.submission_id', 'd.submission_id')
      .leftJoin('webhook_endpoints_gone as g', 'g.url', 'd.url')
      .selectAll('s')
      .select([
        'd.url as delivery_url',
        'd.event as delivery_event',
        'd.queued_at as delivery_queued_at',
        'd.attempts as delivery_attempts',
        'd.last_error as delivery_last_error',
        'c.file_name as cv_file_name',
        'c.media_type as cv_media_type',
        'c.size as cv_size',
        'g.url as gone',
      ])
      .where('d.id', '=', id)
      .executeTakeFirst();

  // Each attempt, kept until its delivery's `done` or `failed` writes it in
  // the same transaction: on SQLite each write of its own is an fsync on the
  // thread that answers visitors, and three a webhook (claim, attempt,
  // outcome) cost a burst a third of its rate when deliveries ran beside it.
  const attempts = new Map<string, Insertable<WebhookAttemptsTable>>();
  const noteAttempt = (id: string, startedAt: number, started: number, result: string) =>
    attempts.set(id, {
      delivery_id: id,
      attempted_at: new Date(startedAt).toISOString(),
      result,
      duration_ms: Math.round(performance.now() - started),
    });
  /** Writes the delivery's attempt (if it made one) and then `write`, as one transaction. */
  const withAttempt = (id: string, write: (trx: Transaction<Database>) => Promise<unknown>) => {
    const attempt = attempts.get(id);
    attempts.delete(id);
    return db.transaction().execute(async (trx) => {
      if (attempt) await trx.insertInto('webhook_attempts').values(attempt).execute();
      await write(trx);
    });
  };

  const deliver = async ({ id }: ClaimedMessage): Promise<DeliveryResult> => {
    const row = await load(id);
    if (!row) return 'nothing';
    const { delivery_url: url, delivery_event: event, gone, ...rest } = row;
    if (gone) {
      outcomes.set(id, 'gone');
      return 'stopped';
    }
    if (Date.now() > Date.parse(row.delivery_queued_at) + webhookRetryWindowMs) {
      outcomes.set(id, 'expired');
      settings.log.error(
        { webhookId: id, url, attempts: row.delivery_attempts, lastError: row.delivery_last_error },
        'webhook given up: no 2xx within a day',
      );
      return 'stopped';
    }
    const cv =
      rest.cv_file_name === null || rest.cv_media_type === null || rest.cv_size === null
        ? undefined
        : { file_name: rest.cv_file_name, media_type: rest.cv_media_type, size: rest.cv_size };
    const sentAt = new Date();
    const body = JSON.stringify(webhookPayload(event, row, cv, sentAt));
    const started = performance.now();
    const startedAt = Date.now();
    let status: number;
    try {
      const response = await fetch(url, {
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
      noteAttempt(id, startedAt, started, reason);
      throw new Error(reason, { cause: error });
    }
    noteAttempt(id, startedAt, started, `HTTP ${status}`);
    if (status >= 200 && status < 300) {
      outcomes.set(id, 'delivered');
      return 'sent';
    }
    if (status === 410) {
      await db
        .insertInto('webhook_endpoints_gone')
        .values({ url, gone_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('url').doNothing())
        .execute();
      outcomes.set(id, 'gone');
      settings.log.error({ webhookId: id, url }, 'webhook endpoint answered 410 Gone: deliveries to it stop');
      return 'stopped';
    }
    throw new Error(`HTTP ${status}`);
  };

  return {
    ...deliveryQueue(db, engine, 'webhook'),
    deliver,
    async done(id, attemptsBefore, at) {
      const outcome = outcomes.get(id) ?? null;
      outcomes.delete(id);
      await withAttempt(id, (trx) =>
        trx
          .updateTable('webhook_deliveries')
          .set({ sent_at: at, attempts: attemptsBefore + 1, locked_until: null, last_error: null, outcome })
          .where('id', '=', id)
          .execute(),
      );
    },
    failed: (id, attemptsBefore, reason, retryAt) =>
      withAttempt(id, (trx) =>
        deliveryQueue(trx, engine, 'webhook').failed(id, attemptsBefore, reason, retryAt),
      ),
    // "Full jitter": anywhere between half and all of the doubling delay, so
    // retries of many leads after an outage do not arrive at once.
    retryDelayMs: (attempts) =>
      Math.round(Math.min(hourMs, settings.retryBaseMs * 2 ** attempts) * (0.5 + Math.random() / 2)),
  };
}
