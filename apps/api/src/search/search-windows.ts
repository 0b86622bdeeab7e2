import { docsPerMillisecond } from '../db/migrations/0040-lead-search.ts';

/** A page's cursor, read: the last lead shown (its arrival and reference). */
export interface SearchCursor {
  at: string;
  id: string;
}

/**
 * A stretch of time, by the leads' arrival: [from, before), in milliseconds;
 * `from` undefined for everything before `before`. `docs` is the same as a
 * range of the index's document numbers.
 */
export interface SearchWindow {
  from: number | undefined;
  before: number;
  docs: { from: bigint | undefined; before: bigint };
}

/** One window's matches in the member's scope, newest first (received_at, then reference), at most `limit`. */
export type WindowQuery = (window: SearchWindow, limit: number) => Promise<string[]>;

const weekMs = 7 * 86_400_000;

const windowOf = (from: number | undefined, before: number): SearchWindow => ({
  from,
  before,
  docs: {
    from: from === undefined ? undefined : BigInt(from) * BigInt(docsPerMillisecond),
    before: BigInt(before) * BigInt(docsPerMillisecond),
  },
});

/**
 * The newest `limit` matches, found by walking back in time: first the week
 * of the newest lead (or the week before the cursor), then stretches four
 * times longer, and everything older at once as soon as a stretch finds
 * nothing. Each window's matches are all newer than the next window's, so
 * their pages put together are the exact newest first. A common word stops in
 * the first week; a rare one asks a few windows, each of which the index
 * answers from its few matches.
 */
export async function newestMatches(
  query: WindowQuery,
  span: { oldest: number; newest: number },
  cursorAt: number | undefined,
  limit: number,
): Promise<string[]> {
  const found: string[] = [];
  let before = (cursorAt ?? span.newest) + 1;
  let length = weekMs;
  while (found.length < limit) {
    const from = before - length <= span.oldest ? undefined : before - length;
    const matches = await query(windowOf(from, before), limit - found.length);
    found.push(...matches);
    if (from === undefined) break;
    length = matches.length === 0 ? Number.POSITIVE_INFINITY : length * 4;
    before = from;
  }
  return found;
}
