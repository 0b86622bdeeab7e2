import { dayMs, minuteMs } from '@agency/staff-contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { regions } from '@agency/contract';
import type { Database } from '../db/schema.ts';

export interface SpamDigestOptions {
  db: Kysely<Database>;
  /** Length of a period; periods are aligned to multiples of it since the epoch (hourly: on the hour, UTC). */
  intervalMs: number;
  /** A digest was queued: the outbox worker is poked to send it now. */
  onQueued?: () => void;
  log: { warn: (o: object, m: string) => void };
}

export interface SpamDigest {
  /**
   * Claims the digest of the last period that ended by `now`, per region
   * with spam not yet in a digest; resolves with the number of digests this
   * call queued (0 when another instance had claimed them, or there was no spam).
   */
  runOnce(now?: number): Promise<number>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** How often an instance looks for a period to claim: a digest goes out within a minute of its period's end. */
const CHECK_EVERY_MS = minuteMs;

/**
 * The hourly (by default) digest of suspected spam, so staff see every lead
 * the defences held back. A period's digest is claimed by inserting its row,
 * whose key is region and period: on any number of instances only one insert
 * succeeds, and that instance marks the region's unlisted spam as listed by
 * it in the same transaction. The mail itself goes through the outbox
 * (spam-digest-queue.ts). A digest lists the spam received before its
 * period's end and not in an earlier digest, looking back a day (or two
 * periods if longer), so a lead committed just after its period's digest was
 * claimed, or while no instance was running, is listed by the next one. Older
 * unlisted spam is left to `npm run leads -- list --spam`: a digest turned on
 * after months does not mail the whole history.
 */
export function createSpamDigest(options: SpamDigestOptions): SpamDigest {
  const { db, intervalMs, onQueued, log } = options;
  const lookbackMs = Math.max(dayMs, 2 * intervalMs);
  let timer: NodeJS.Timeout | undefined;

  const runOnce = async (now = Date.now()): Promise<number> => {
    if (intervalMs <= 0) return 0;
    const periodEnd = now - (now % intervalMs);
    const periodStart = new Date(periodEnd - intervalMs).toISOString();
    const end = new Date(periodEnd).toISOString();
    const since = new Date(periodEnd - lookbackMs).toISOString();
    let queued = 0;
    for (const region of regions) {
      const id = `${region}/${periodStart}`;
      const unlisted = (eb: ExpressionBuilder<Database, 'submissions'>) =>
        eb.and([
          eb('spam', '=', 1),
          eb('spam_digest', 'is', null),
          eb('region', '=', region),
          eb('received_at', '>=', since),
          eb('received_at', '<', end),
        ]);
      const claimed = await db.transaction().execute(async (trx) => {
        const any = await trx
          .selectFrom('submissions')
          .select('id')
          .where(unlisted)
          .limit(1)
          .executeTakeFirst();
        if (!any) return false;
        const inserted = await trx
          .insertInto('spam_digests')
          .values({
            id,
            region,
            period_start: periodStart,
            period_end: end,
            // Due as soon as it is queued (`now` only decides which period has ended).
            queued_at: new Date().toISOString(),
            next_attempt_at: new Date().toISOString(),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        // Another instance claimed this period first; what it did not list waits for the next period.
        if (!inserted) return false;
        await trx.updateTable('submissions').set({ spam_digest: id }).where(unlisted).execute();
        return true;
      });
      if (claimed) queued += 1;
    }
    if (queued > 0) onQueued?.();
    return queued;
  };

  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) =>
        log.warn({ err: error }, 'spam digest: database not reachable; will try again'),
      )
      .finally(() => (running = undefined));
  };

  return {
    runOnce,
    start() {
      if (intervalMs <= 0) return;
      timer = setInterval(tick, Math.min(CHECK_EVERY_MS, intervalMs));
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
