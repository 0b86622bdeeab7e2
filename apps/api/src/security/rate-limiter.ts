import { sql, type Kysely } from 'kysely';
import { byEngine } from '../db/dialect.ts';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';

export type RateLimitDecision =
  /** Counted: `at` identifies the hit, to give it back if the submission is not stored after all. */
  | { allowed: true; at: number }
  /** Seconds until the oldest counted submission leaves the window (for Retry-After). */
  | { allowed: false; retryAfter: number };

export interface RateLimiter {
  /**
   * Counts one submission of a client (bucket) unless `max` were counted in
   * the last window. Decided at once in memory, a promise in the database.
   */
  take(bucket: string, now?: number): RateLimitDecision | Promise<RateLimitDecision>;
  /** Uncounts a hit whose submission was not stored (a replay found late, a database failure). */
  giveBack(bucket: string, at: number): void | Promise<void>;
}

/**
 * A sliding-window log: a bucket keeps the times of its counted submissions
 * within the last window, and a submission is refused while `max` are there.
 * "RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS" then holds over any window,
 * where fixed windows let 2 x max through across a boundary; and with a max
 * of a few, the log is a few numbers per client. With PostgreSQL the log is a
 * row per bucket, so every instance shares it; SQLite serves one process,
 * which keeps it in memory (no fsync per request).
 */
export function createRateLimiter(
  db: Kysely<Database>,
  engine: Engine,
  max: number,
  windowMs: number,
): RateLimiter {
  const retryAfter = (oldest: number, now: number) =>
    Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  return byEngine(engine, {
    sqlite: () => memoryLimiter(max, windowMs, retryAfter),
    postgres: () => postgresLimiter(db, max, windowMs, retryAfter),
  })();
}

function memoryLimiter(
  max: number,
  windowMs: number,
  retryAfter: (oldest: number, now: number) => number,
): RateLimiter {
  const logs = new Map<string, number[]>();
  let sweptAt = 0;
  // Buckets of clients that stopped sending are dropped once a window.
  const sweep = (now: number) => {
    if (now - sweptAt < windowMs) return;
    sweptAt = now;
    for (const [bucket, hits] of logs) if ((hits.at(-1) ?? 0) <= now - windowMs) logs.delete(bucket);
  };
  return {
    take(bucket, now = Date.now()) {
      sweep(now);
      // Hits are kept oldest first: drop the expired ones from the front, which
      // costs nothing when none expired (copying the whole log on every request
      // made a client allowed thousands a window cost more with each request).
      const hits = logs.get(bucket) ?? [];
      let expired = 0;
      while (expired < hits.length && hits[expired]! <= now - windowMs) expired += 1;
      if (expired > 0) hits.splice(0, expired);
      if (hits.length >= max) {
        logs.set(bucket, hits);
        return { allowed: false, retryAfter: retryAfter(hits[0] ?? now, now) };
      }
      hits.push(now);
      logs.set(bucket, hits);
      return { allowed: true, at: now };
    },
    giveBack(bucket, at) {
      const hits = logs.get(bucket);
      const index = hits?.indexOf(at) ?? -1;
      if (hits && index >= 0) hits.splice(index, 1);
    },
  };
}

function postgresLimiter(
  db: Kysely<Database>,
  max: number,
  windowMs: number,
  retryAfter: (oldest: number, now: number) => number,
): RateLimiter {
  // Rows of clients whose hits all left the window are deleted once a window by each instance.
  let prunedAt = 0;
  const prune = async (now: number) => {
    if (now - prunedAt < windowMs) return;
    prunedAt = now;
    await sql`delete from rate_limit_hits where (select max(h) from unnest(hits) h) <= ${now - windowMs}`.execute(
      db,
    );
  };
  return {
    async take(bucket, now = Date.now()) {
      await prune(now);
      const since = now - windowMs;
      // One statement, atomic under the row lock of the upsert: drop the hits
      // that left the window and append this one, unless max are left. A
      // refused request updates nothing, and returns no row.
      const counted = await sql<{ bucket: string }>`
        insert into rate_limit_hits as r (bucket, hits) values (${bucket}, array[${now}::bigint])
        on conflict (bucket) do update
          set hits = array(select h from unnest(r.hits) h where h > ${since} order by h) || excluded.hits
          where (select count(*) from unnest(r.hits) h where h > ${since}) < ${max}
        returning bucket`.execute(db);
      if (counted.rows.length > 0) return { allowed: true, at: now };
      const row = await sql<{ oldest: string | null }>`
        select (select min(h) from unnest(hits) h where h > ${since}) as oldest
        from rate_limit_hits where bucket = ${bucket}`.execute(db);
      return { allowed: false, retryAfter: retryAfter(Number(row.rows[0]?.oldest ?? now), now) };
    },
    async giveBack(bucket, at) {
      // Removes one occurrence of the hit (two hits of one millisecond stay apart).
      await sql`
        update rate_limit_hits
        set hits = hits[:array_position(hits, ${at}::bigint) - 1] || hits[array_position(hits, ${at}::bigint) + 1:]
        where bucket = ${bucket} and ${at}::bigint = any(hits)`.execute(db);
    },
  };
}
