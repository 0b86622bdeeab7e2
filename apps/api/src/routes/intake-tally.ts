import type { FastifyBaseLogger } from 'fastify';

/**
 * What the form calls decided, counted and logged once a period (a minute)
 * when there was traffic: leads accepted, leads stored as spam by reason,
 * refusals by status. A jump in any of them shows in the log, where the
 * decisions themselves (one per request) would be lost in the noise.
 */
export class IntakeTally {
  #accepted = 0;
  #spamLeads = 0;
  #spamReasons = new Map<string, number>();
  #rejected = new Map<number, number>();
  #replayed = 0;
  #since = Date.now();
  #timer: NodeJS.Timeout | undefined;

  accepted(): void {
    this.#accepted += 1;
  }

  spam(reasons: readonly string[]): void {
    this.#spamLeads += 1;
    for (const reason of reasons) this.#spamReasons.set(reason, (this.#spamReasons.get(reason) ?? 0) + 1);
  }

  /** A form call refused, by the status it was (or, for a form post sent on to the error page, would be) answered. */
  rejected(status: number): void {
    this.#rejected.set(status, (this.#rejected.get(status) ?? 0) + 1);
  }

  /** A repeat answered from its Idempotency-Key: not a new lead. */
  replayed(): void {
    this.#replayed += 1;
  }

  /** Logs the counts every `periodMs` (nothing for a quiet period) until stop(). */
  start(log: FastifyBaseLogger, periodMs: number): void {
    this.#since = Date.now();
    this.#timer = setInterval(() => this.flush(log), periodMs);
    this.#timer.unref();
  }

  /** Stops the timer and logs what the last, partial period counted. */
  stop(log: FastifyBaseLogger): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.flush(log);
  }

  flush(log: FastifyBaseLogger): void {
    const now = Date.now();
    const seconds = Math.round((now - this.#since) / 1000);
    this.#since = now;
    const rejected = [...this.#rejected.values()].reduce((a, b) => a + b, 0);
    if (this.#accepted + this.#spamLeads + rejected + this.#replayed === 0) return;
    log.info(
      {
        intake: {
          seconds,
          accepted: this.#accepted,
          spam: this.#spamLeads,
          spamReasons: Object.fromEntries([...this.#spamReasons].sort(([a], [b]) => a.localeCompare(b))),
          rejected: Object.fromEntries([...this.#rejected].sort(([a], [b]) => a - b)),
          replayed: this.#replayed,
        },
      },
      'form intake counts',
    );
    this.#accepted = 0;
    this.#spamLeads = 0;
    this.#spamReasons.clear();
    this.#rejected.clear();
    this.#replayed = 0;
  }
}
