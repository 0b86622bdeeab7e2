import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A scrub that runs is pending too (its row is written with the deletion):
 * it counts as left pending once one has failed, or once it is older than any
 * scrub takes, which means its process died before finishing it.
 */
export const scrubRunsAtMostMs = 15 * 60_000;

export interface PendingScrubs {
  /** Erasures whose rows are deleted but whose bytes are not yet proved scrubbed. */
  pending: number;
  /** When the oldest of them deleted its rows; null with none. */
  oldestDeletedAt: string | null;
  /** Why its last scrub could not finish (the kind of holder); null when none has been tried. */
  reason: string | null;
}

/** The scrubs left pending (pending_scrubs, migration 0045), for readiness and the metrics. */
export async function pendingScrubs(db: Kysely<Database>, now = Date.now()): Promise<PendingScrubs> {
  const rows = await db
    .selectFrom('pending_scrubs')
    .select(['deleted_at', 'reason'])
    .where((eb) =>
      eb.or([
        eb('reason', 'is not', null),
        eb('deleted_at', '<', new Date(now - scrubRunsAtMostMs).toISOString()),
      ]),
    )
    .orderBy('deleted_at')
    .execute();
  return {
    pending: rows.length,
    oldestDeletedAt: rows[0]?.deleted_at ?? null,
    reason: rows[0]?.reason ?? null,
  };
}
