import type { FastifyBaseLogger } from 'fastify';

/**
 * Whether the database answers, as the requests find it, logged once per
 * change (down, up again) instead of once per failed request: an outage
 * under load wrote a stack for every request (1,829 lines in 6 s). A
 * database that flaps is logged at most once per `quietMs`; the line after
 * the quiet time counts the changes in between and tells the state then.
 */
export class DatabaseStatus {
  #up = true;
  #failures = 0;
  #downSince = 0;
  #loggedAt = Number.NEGATIVE_INFINITY;
  #unlogged = 0;
  #trailing: NodeJS.Timeout | undefined;
  readonly #log: FastifyBaseLogger;
  readonly #quietMs: number;

  constructor(log: FastifyBaseLogger, quietMs = 10_000) {
    this.#log = log;
    this.#quietMs = quietMs;
  }

  /** A query failed because the database did not answer. */
  failed(error: unknown): void {
    this.#failures += 1;
    if (!this.#up) return;
    this.#up = false;
    this.#downSince = Date.now();
    this.#changed(error);
  }

  /** A query succeeded. */
  answered(): void {
    if (this.#up) return;
    this.#up = true;
    this.#changed(undefined);
  }

  get up(): boolean {
    return this.#up;
  }

  /** Drops a pending trailing line (the server is stopping). */
  stop(): void {
    clearTimeout(this.#trailing);
  }

  #changed(error: unknown): void {
    const now = Date.now();
    if (now - this.#loggedAt >= this.#quietMs) {
      this.#write(error);
      return;
    }
    this.#unlogged += 1;
    if (this.#trailing) return;
    this.#trailing = setTimeout(
      () => {
        this.#trailing = undefined;
        this.#write(undefined);
      },
      this.#loggedAt + this.#quietMs - now,
    );
    this.#trailing.unref();
  }

  #write(error: unknown): void {
    this.#loggedAt = Date.now();
    const changes = this.#unlogged > 0 ? { changesNotLogged: this.#unlogged } : {};
    this.#unlogged = 0;
    if (this.#up) {
      this.#log.info(
        { failedRequests: this.#failures, downMs: Date.now() - this.#downSince, ...changes },
        'database answers again',
      );
      this.#failures = 0;
    } else {
      // The cause's message only: its stack says where our code asked, not why the database is gone.
      const cause = error instanceof Error ? error.message : error === undefined ? undefined : String(error);
      this.#log.error(
        { cause, ...changes },
        'database unavailable: requests are answered 503 until it answers',
      );
    }
  }
}
