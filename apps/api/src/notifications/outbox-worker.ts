import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { hourMs } from '@agency/staff-contract';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import { confirmationQueue } from './confirmation-queue.ts';
import type { ClaimedMessage, DeliveryChannel, DeliveryQueue, DeliveryResult } from './delivery-queue.ts';
import { leadNotificationQueue } from './lead-notification-queue.ts';
import { queueOtherDeliveries, type DeliverySettings } from './queue-deliveries.ts';
import type { MailSettings } from './notification-email.ts';
import { spamDigestQueue } from './spam-digest-queue.ts';
import { webhookQueue } from './webhook-queue.ts';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** No transport (SMTP_URL unset): mails wait in the outbox. */
  transport: Transporter | undefined;
  mail: MailSettings;
  /**
   * What each lead is delivered as besides the staff notification: the worker
   * queues those deliveries (queueOtherDeliveries) before it sends. Unset, it
   * queues none.
   */
  deliveries?: DeliverySettings | undefined;
  /** Signed webhooks (WEBHOOK_URL and WEBHOOK_SECRET): their deliveries are sent when set. */
  webhooks?: { secrets: readonly string[] } | undefined;
  /** Staff's replies to leads (REPLY_MAILBOX set), sent with a transport: server.ts builds the queue. */
  replies?: DeliveryQueue | undefined;
  /** The clock (tests move it; the server's is the real one). */
  now?: () => number;
  /** Told of each delivery that ended, sent or failed (the metrics). */
  onDelivery?: (channel: DeliveryChannel, outcome: 'sent' | 'failed') => void;
  /**
   * Waited for before each message: the process's visitors come first
   * (intake-activity.ts). False: it gave up waiting on a burst still going.
   */
  quiet?: () => Promise<boolean>;
  pollMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /**
   * How long a claimed message belongs to this process. Another instance may
   * send it once the lease runs out, so one send must finish well within it
   * (the SMTP time-outs are derived from it, see smtpTimeouts).
   */
  leaseMs?: number;
  /** Messages sent at once; each holds one SMTP connection (see smtp-transport.ts). */
  concurrency?: number;
  log: {
    info: (o: object, m: string) => void;
    warn: (o: object, m: string) => void;
    error: (o: object, m: string) => void;
  };
}

export interface OutboxWorker {
  /** Sends what is due now; resolves with the number sent. */
  runOnce(): Promise<number>;
  /** A new row was committed: look soon rather than at the next poll. */
  poke(): void;
  start(): void;
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_CONCURRENCY = 5;

/**
 * SMTP time-outs for a given lease: a send that hangs is abandoned long
 * before its claim runs out, so no other instance sends the same mail while
 * this one may still be sending it (nodemailer's defaults run to minutes).
 */
export function smtpTimeouts(leaseMs = DEFAULT_LEASE_MS) {
  return {
    connectionTimeout: Math.floor(leaseMs / 6),
    greetingTimeout: Math.floor(leaseMs / 6),
    socketTimeout: Math.floor(leaseMs / 3),
  };
}

/**
 * Sends each queued mail once, across any number of instances. Each message
 * is claimed on its own, just before it is sent, for one lease: a claim
 * covers one send and nothing queued behind it. (A batch claimed under one
 * lease and sent one by one outlived its lease behind a slow relay, and
 * another instance sent the rest of the batch again.) The outbox is every
 * mail we send: the leads' notifications, then the spam digests. On PostgreSQL the claim
 * uses FOR UPDATE SKIP LOCKED, so instances never take the same row. Up to
 * `concurrency` lanes send at once, so one slow message does not hold up the others. SMTP
 * down or answering 4xx: the message is retried with exponential backoff
 * until it is delivered.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, engine, transport, mail, log, onDelivery } = options;
  const pollMs = options.pollMs ?? 2_000;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const retryMaxMs = options.retryMaxMs ?? hourMs;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const clock = options.now ?? Date.now;
  // Lead notifications first: a lead waits behind no digest. Mails only with a transport.
  const queues: DeliveryQueue[] = [
    ...(transport
      ? [
          leadNotificationQueue(db, engine, mail),
          confirmationQueue(db, engine, mail),
          ...(options.replies ? [options.replies] : []),
          spamDigestQueue(db, engine, mail),
        ]
      : []),
    ...(options.webhooks ? [webhookQueue(db, engine, { ...options.webhooks, retryBaseMs, log })] : []),
  ];
  // Set by stop(): the mails in hand are finished, the backlog is left for
  // later (or for another instance), so stopping never waits for a whole queue.
  let stopRequested = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  const claimNext = async (dueBy: string): Promise<[DeliveryQueue, ClaimedMessage] | undefined> => {
    for (const queue of queues) {
      const now = clock();
      const claimed = await queue.claim({
        dueBy,
        now: new Date(now).toISOString(),
        leaseUntil: new Date(now + leaseMs).toISOString(),
      });
      if (claimed) return [queue, claimed];
    }
    return undefined;
  };

  /** A mail rendered by its queue and sent over SMTP; a queue's own delivery otherwise. */
  const deliver = async (queue: DeliveryQueue, claimed: ClaimedMessage): Promise<DeliveryResult> => {
    if (queue.deliver) return queue.deliver(claimed);
    const message = await queue.render?.(claimed.id);
    if (!message || !transport) return 'nothing';
    await transport.sendMail(message);
    return 'sent';
  };

  const send = async (queue: DeliveryQueue, claimed: ClaimedMessage): Promise<boolean> => {
    const { id, attempts } = claimed;
    let result: DeliveryResult;
    try {
      result = await deliver(queue, claimed);
    } catch (error) {
      const delay = queue.retryDelayMs?.(attempts) ?? Math.min(retryMaxMs, retryBaseMs * 2 ** attempts);
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await queue.failed(id, attempts, reason, new Date(clock() + delay).toISOString());
      log.warn({ id, attempts: attempts + 1, retryInMs: delay }, `${queue.what} not sent; will retry`);
      return false;
    }
    // Should this write fail, the lease runs out and the message is sent again:
    // at least once, never lost.
    await queue.done(id, attempts, new Date(clock()).toISOString());
    if (result === 'sent') log.info({ id }, `${queue.what} sent`);
    if (result !== 'nothing') onDelivery?.(queue.channel, result === 'sent' ? 'sent' : 'failed');
    return result === 'sent';
  };

  // A run sends only messages due when it began, so it ends once they are
  // done: one that failed and comes due again waits for the next run. It
  // starts with one lane (claim a message, send it, claim the next); each
  // message claimed opens one more lane, up to `concurrency`. An idle poll
  // costs one claim per queue, a backlog gets every lane.
  const runOnce = async (): Promise<number> => {
    if (options.deliveries) {
      // Leads taken at a time: during a burst few, after each wait, so a flood
      // slows the queueing of deliveries (to 50 leads a second) but never stops it.
      const batchSize = async () => ((await options.quiet?.()) === false ? 50 : 500);
      for (let size = await batchSize(); !stopRequested; size = await batchSize())
        if ((await queueOtherDeliveries(db, engine, options.deliveries, size)) < size) break;
    }
    if (queues.length === 0) return 0;
    const dueBy = new Date(clock()).toISOString();
    let sent = 0;
    let failure: { error: unknown } | undefined;
    const lanes: Promise<void>[] = [];
    const lane = async () => {
      while (!stopRequested && !failure) {
        await options.quiet?.();
        const next = await claimNext(dueBy);
        if (!next) return;
        if (lanes.length < concurrency) openLane();
        if (await send(...next)) sent += 1;
      }
    };
    const openLane = () => {
      lanes.push(
        lane().catch((error: unknown) => {
          failure ??= { error };
        }),
      );
    };
    openLane();
    // Lanes open while others run; each is opened by a lane not yet awaited here.
    for (let i = 0; i < lanes.length; i++) await lanes[i];
    if (failure) throw failure.error;
    return sent;
  };

  const cycle = () => {
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'outbox: database not reachable; will retry');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          setImmediate(cycle);
        }
      });
  };

  return {
    runOnce,
    poke: () => {
      if (!stopped) setImmediate(cycle);
    },
    start() {
      if (queues.length === 0) return;
      stopped = false;
      stopRequested = false;
      timer = setInterval(cycle, pollMs);
      timer.unref();
      cycle();
    },
    async stop() {
      stopped = true;
      stopRequested = true;
      clearInterval(timer);
      await running;
    },
  };
}
