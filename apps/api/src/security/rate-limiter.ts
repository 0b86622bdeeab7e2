import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts a request; decided at once when the counters are in memory, a promise when in the database. */
  hit(bucket: string, now?: number): RateLimitDecision | Promise<RateLimitDecision>;
}

/**
 * Fixed-window counters per client and form. With PostgreSQL the counters
 * live in the database, so every API instance shares them; SQLite serves one
 * process, which keeps them in memory (no fsync per request).
 */
export function createRateLimiter(
  db: Kysely<Database>,
  engine: 'sqlite' | 'postgres',
  max: number,
  windowMs: number,
): RateLimiter {
  const decide = (count: number, windowStart: number, now: number): RateLimitDecision => ({
    allowed: count <= max,
    retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  });

  if (engine === 'sqlite') {
    const counters = new Map<string, { windowStart: number; count: number }>();
    return {
      hit(bucket, now = Date.now()) {
        const windowStart = now - (now % windowMs);
        const current = counters.get(bucket);
        const next =
          current && current.windowStart === windowStart
            ? { windowStart, count: current.count + 1 }
            : { windowStart, count: 1 };
        counters.set(bucket, next);
        if (counters.size > 100_000) {
          for (const [key, value] of counters) if (value.windowStart < windowStart) counters.delete(key);
        }
        return decide(next.count, windowStart, now);
      },
    };
  }

  // One row per client and form, reset in place by its next request: rows of
  // clients that never come back would stay for ever. The first request an
  // instance sees in a new window deletes every row of an earlier one (their
  // counts no longer matter); with N instances that is N small deletes per window.
  let prunedWindow: number | undefined;
  const pruneBefore = async (windowStart: number) => {
    if (prunedWindow === windowStart) return;
    prunedWindow = windowStart;
    await db
      .deleteFrom('rate_limits')
      .where(sql<boolean>`cast(window_start as bigint) < ${windowStart}`)
      .execute();
  };

  return {
    async hit(bucket, now = Date.now()) {
      const windowStart = now - (now % windowMs);
      await pruneBefore(windowStart);
      const row = await db
        .insertInto('rate_limits')
        .values({ bucket, window_start: String(windowStart), count: 1 })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
            window_start: sql<string>`excluded.window_start`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow();
      return decide(Number(row.count), Number(row.window_start), now);
    },
  };
}
