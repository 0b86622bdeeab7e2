import { minuteMs } from '@agency/staff-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deliveryBacklog, deliveryChannels } from './delivery-backlog.ts';
import type { Log } from './log.ts';

export interface DeliveryState {
  degraded: boolean;
  /** Why, for people: which message has waited how long, and its last error. */
  reason: string | undefined;
}

/**
 * Watches for a delivery that stalls: when the oldest message not yet
 * delivered (a staff notification, a confirmation, a webhook, a digest) has
 * waited longer than DELIVERY_ALERT_MINUTES, readiness says `degraded` with
 * the reason, and one error line is logged; one more line when it recovers.
 * Every check reads the database, so all instances agree.
 */
export class DeliveryWatch {
  #state: DeliveryState = { degraded: false, reason: undefined };
  #timer: NodeJS.Timeout | undefined;
  readonly #db: Kysely<Database>;
  readonly #alertMs: number;
  readonly #log: Pick<Log, 'error' | 'warn'>;

  constructor(db: Kysely<Database>, alertMs: number, log: Pick<Log, 'error' | 'warn'>) {
    this.#db = db;
    this.#alertMs = alertMs;
    this.#log = log;
  }

  /** The check before this one: checks run one at a time, so a change of state is logged once. */
  #previous: Promise<unknown> = Promise.resolve();

  /** Reads the backlog and says whether deliveries are stalled; a readiness probe and the timer both ask. */
  check(now = Date.now()): Promise<DeliveryState> {
    const run = this.#previous.then(() => this.#checkNow(now));
    this.#previous = run.catch(() => {});
    return run;
  }

  async #checkNow(now: number): Promise<DeliveryState> {
    const backlog = await deliveryBacklog(this.#db);
    const stalled = deliveryChannels
      .map((channel) => ({ channel, ...backlog[channel] }))
      .filter((c) => c.oldestQueuedAt !== null && now - Date.parse(c.oldestQueuedAt) > this.#alertMs)
      .sort((a, b) => Date.parse(a.oldestQueuedAt ?? '') - Date.parse(b.oldestQueuedAt ?? ''));
    const worst = stalled[0];
    const next: DeliveryState = worst
      ? {
          degraded: true,
          reason:
            `a ${worst.channel} has waited ${Math.round((now - Date.parse(worst.oldestQueuedAt ?? '')) / minuteMs)} min ` +
            `(${worst.pending} waiting)${worst.oldestError ? `; last error: ${worst.oldestError}` : ''}`,
        }
      : { degraded: false, reason: undefined };
    if (next.degraded && !this.#state.degraded)
      this.#log.error({ reason: next.reason }, 'delivery stalled: readiness degraded');
    if (!next.degraded && this.#state.degraded) this.#log.warn({}, 'delivery recovered: readiness ok');
    this.#state = next;
    return next;
  }

  start(everyMs = 15_000): void {
    this.#timer = setInterval(() => void this.check().catch(() => {}), everyMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
