import { minuteMs } from '@agency/staff-contract';
import type { Log } from '../observability/log.ts';

export interface MailboxState {
  readable: boolean;
  /** Messages left in the mailbox for a person after the last read. */
  left: number;
  /** Why it is not readable, for people: how long, and the last error (never a message's content). */
  reason: string | undefined;
  /** When the mailbox was last read in full (ms since the epoch). */
  lastReadAt: number;
}

/**
 * The mailbox's readiness: not readable once no read has succeeded for longer
 * than INBOUND_ALERT_MINUTES (a server down, slow or refusing us), with one
 * log line at each change of state. Counted from the start, so a mailbox
 * never reached at all turns readiness degraded too.
 */
export class MailboxHealth {
  #lastReadAt: number;
  #lastError: string | undefined;
  #left = 0;
  #readable = true;
  #timer: NodeJS.Timeout | undefined;
  readonly #alertMs: number;
  readonly #log: Pick<Log, 'error' | 'warn'>;
  readonly #clock: () => number;

  constructor(alertMs: number, log: Pick<Log, 'error' | 'warn'>, clock: () => number = Date.now) {
    this.#alertMs = alertMs;
    this.#log = log;
    this.#clock = clock;
    this.#lastReadAt = clock();
  }

  /** A read of the whole mailbox succeeded; `left` messages remain there for a person. */
  read(left: number): void {
    this.#lastReadAt = this.#clock();
    this.#lastError = undefined;
    this.#left = left;
    this.check();
  }

  /** A connection or a read failed. */
  failed(error: string): void {
    this.#lastError = error;
    this.check();
  }

  check(): MailboxState {
    const since = this.#clock() - this.#lastReadAt;
    const readable = since <= this.#alertMs;
    const reason = readable
      ? undefined
      : `the mailbox has not been read for ${since < 120_000 ? `${Math.round(since / 1000)} s` : `${Math.round(since / minuteMs)} min`}${this.#lastError ? `; last error: ${this.#lastError}` : ''}`;
    if (!readable && this.#readable)
      this.#log.error({ reason, left: this.#left }, 'mailbox unreadable: readiness degraded');
    if (readable && !this.#readable)
      this.#log.warn({ left: this.#left }, 'mailbox readable again: readiness ok');
    this.#readable = readable;
    return { readable, left: this.#left, reason, lastReadAt: this.#lastReadAt };
  }

  /** Looked at on its own too, so a change is logged when no probe asks. */
  start(everyMs = Math.min(15_000, Math.max(1_000, this.#alertMs / 4))): void {
    this.#timer = setInterval(() => this.check(), everyMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
