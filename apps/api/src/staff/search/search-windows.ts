import { weekMs } from '@agency/staff-contract';
import { docsPerMillisecond } from '../../db/schema-layout.ts';

/** A page's cursor, read: the last lead shown (its arrival and reference). */
export interface SearchCursor {
  at: string;
  id: string;
}

/**
 * A stretch of time, by the leads' arrival: [from, before), in milliseconds;
 * `from` undefined for everything before `before`. `docs` is the same as a
 * range of the index's document numbers, whole milliseconds of them, so the
 * leads of one millisecond are never split between two windows.
 */
export interface SearchWindow {
  from: number | undefined;
  before: number;
  docs: { from: bigint | undefined; before: bigint };
}

export const windowOf = (from: number | undefined, before: number): SearchWindow => ({
  from,
  before,
  docs: {
    from: from === undefined ? undefined : BigInt(from) * BigInt(docsPerMillisecond),
    before: BigInt(before) * BigInt(docsPerMillisecond),
  },
});

/** The millisecond a document number belongs to. */
export const millisecondOf = (doc: bigint) => Number(doc / BigInt(docsPerMillisecond));

/** One window's matches in the member's scope, newest first (received_at, then reference), at most `limit`. */
export type WindowQuery = (window: SearchWindow, limit: number) => Promise<string[]>;

/**
 * The windows a search walks, newest first, each one older than the one
 * before: it is told how many matches the previous one found.
 */
export type WindowPlan = AsyncGenerator<SearchWindow, void, number>;

/**
 * The newest `limit` matches, window by window. Each window's matches are
 * all newer than the next window's, so their pages put together are the
 * exact newest first; a search stops as soon as it has a page.
 */
export async function newestMatches(query: WindowQuery, plan: WindowPlan, limit: number): Promise<string[]> {
  const found: string[] = [];
  let step = await plan.next(0);
  while (!step.done) {
    const matches = await query(step.value, limit - found.length);
    found.push(...matches);
    if (found.length >= limit) break;
    step = await plan.next(matches.length);
  }
  return found;
}

/**
 * Windows by time (SQLite, whose FTS5 tables seek to a range of document
 * numbers themselves): the week before `before`, then stretches four times
 * longer, and everything older at once as soon as a stretch finds nothing or
 * reaches the oldest lead. A common word stops in the first week; a rare one
 * asks a few windows, each of which the index answers from its few matches.
 */
export async function* timeWindows(oldest: number, before: number): WindowPlan {
  let end = before;
  let length = weekMs;
  for (;;) {
    const from = end - length <= oldest ? undefined : end - length;
    const found = yield windowOf(from, end);
    if (from === undefined) return;
    length = found === 0 ? Number.POSITIVE_INFINITY : length * 4;
    end = from;
  }
}
