/**
 * Whether this process is taking submissions right now. The outbox worker of
 * the same process waits for a quiet moment before each message: no
 * submission on its way to a commit, and none begun or ended for `settleMs`.
 * Its work runs on the same thread, and each message costs more than
 * accepting a lead (a claim, a send, a commit, each write its own fsync on
 * SQLite), so a burst of visitors is answered first and its deliveries follow
 * a moment later. A group commit settles every waiting submission at once, so
 * "none pending" alone came true between every two commits and let the worker
 * in all through a burst. Waiting at most `maxWaitMs` before each message
 * means a flood slows deliveries down, never stops them.
 */
export class IntakeActivity {
  #pending = 0;
  #lastChange = Number.NEGATIVE_INFINITY;
  readonly #settleMs: number;

  constructor(settleMs = 50) {
    this.#settleMs = settleMs;
  }

  began(): void {
    this.#pending += 1;
    this.#lastChange = performance.now();
  }

  ended(): void {
    this.#pending -= 1;
    this.#lastChange = performance.now();
  }

  #isQuiet(): boolean {
    return this.#pending === 0 && performance.now() - this.#lastChange >= this.#settleMs;
  }

  /**
   * Resolves once intake has been quiet for `settleMs` (true), or after
   * `maxWaitMs` of a burst that went on (false).
   */
  async quiet(maxWaitMs = 1_000): Promise<boolean> {
    const started = performance.now();
    while (!this.#isQuiet() && performance.now() - started < maxWaitMs) {
      const now = performance.now();
      const settling = this.#pending > 0 ? this.#settleMs : this.#settleMs - (now - this.#lastChange);
      const left = maxWaitMs - (now - started);
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(settling, left))));
    }
    return this.#isQuiet();
  }
}
