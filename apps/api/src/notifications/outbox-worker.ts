import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { notificationEmail, type MailSettings } from './notification-email.ts';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  engine: 'sqlite' | 'postgres';
  /** No transport (SMTP_URL unset): notifications wait in the outbox. */
  transport: Transporter | undefined;
  mail: MailSettings;
  pollMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /**
   * How long a claimed row belongs to this process. Another instance may send
   * it once the lease runs out, so a send must finish well within it (the
   * SMTP time-outs are derived from it, see smtpTimeouts).
   */
  leaseMs?: number;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
}

export interface OutboxWorker {
  /** Sends what is due now; resolves with the number sent. */
  runOnce(): Promise<number>;
  /** A new row was committed: look soon rather than at the next poll. */
  poke(): void;
  start(): void;
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;
const BATCH = 20;

/**
 * Sends each outbox row once. A row is claimed by setting locked_until; on
 * PostgreSQL the claim uses FOR UPDATE SKIP LOCKED, so several instances
 * never take the same row. SMTP down or answering 4xx: the row is retried
 * with exponential backoff until it is delivered.
 */
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

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, engine, transport, mail, log } = options;
  const pollMs = options.pollMs ?? 2_000;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60 * 1000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  // Set by stop(): the batch in hand is finished, the backlog is left for later
  // (or for another instance), so stopping never waits for a whole queue.
  let stopRequested = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  const claim = async (): Promise<{ submission_id: string; attempts: number }[]> => {
    const now = new Date();
    const nowIso = now.toISOString();
    let due = db
      .selectFrom('outbox')
      .select('submission_id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .orderBy('next_attempt_at')
      .limit(BATCH);
    if (engine === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('outbox')
      .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where('submission_id', 'in', due)
      .returning(['submission_id', 'attempts'])
      .execute();
  };

  const sendOne = async (id: string, attempts: number): Promise<boolean> => {
    const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || !transport) return false;
    try {
      await transport.sendMail(notificationEmail(row, mail));
      await db
        .updateTable('outbox')
        .set({
          sent_at: new Date().toISOString(),
          attempts: attempts + 1,
          locked_until: null,
          last_error: null,
        })
        .where('submission_id', '=', id)
        .execute();
      log.info({ submissionId: id }, 'notification sent');
      return true;
    } catch (error) {
      const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** attempts);
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await db
        .updateTable('outbox')
        .set({
          attempts: attempts + 1,
          locked_until: null,
          last_error: reason,
          next_attempt_at: new Date(Date.now() + delay).toISOString(),
        })
        .where('submission_id', '=', id)
        .execute();
      log.warn(
        { submissionId: id, attempts: attempts + 1, retryInMs: delay },
        'notification not sent; will retry',
      );
      return false;
    }
  };

  const runOnce = async (): Promise<number> => {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      if (stopRequested) return sent;
      const claimed = await claim();
      for (const { submission_id, attempts } of claimed)
        if (await sendOne(submission_id, Number(attempts))) sent += 1;
      if (claimed.length < BATCH) return sent;
    }
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
      if (!transport) return;
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
