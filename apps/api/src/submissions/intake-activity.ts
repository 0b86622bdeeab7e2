/**
 * How many submissions are on their way to a commit right now. The outbox
 * worker of the same process waits for a quiet moment before each message
 * (at most `maxWaitMs`), so a burst of visitors is answered first and the
 * deliveries follow a moment later: they run on the same thread, and each
 * costs more than accepting a lead (a claim, a send, a commit). Waiting at
 * most a second before each message means a flood can slow deliveries
 * down, never stop them.
 */
export class IntakeActivity {
  #pending = 0;
  #waiters: (() => void)[] = [];

  began(): void {
    this.#pending += 1;
  }

  ended(): void {
    this.#pending -= 1;
    if (this.#pending === 0) for (const wake of this.#waiters.splice(0)) wake();
  }

  /** Resolves when no submission is on its way, or after `maxWaitMs`. */
  quiet(maxWaitMs = 1_000): Promise<void> {
    if (this.#pending === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxWaitMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
