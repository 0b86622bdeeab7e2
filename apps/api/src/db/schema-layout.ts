import { utmTags } from '@agency/contract';
import { weekMs } from '@agency/staff-contract';

// Facts the schema's layout was built on, for the runtime code that reads it. Changing one needs a
// migration that rebuilds what depends on it; the migrations keep their own frozen literals.

/** A search document's number: its lead's arrival in milliseconds times this, plus a counter (migration 0040). */
export const docsPerMillisecond = 1_024;

/** The week the PostgreSQL search indexes are keyed by (migration 0044). */
export const indexedWeekMs = weekMs;

/** A document's week, written as the indexes of migration 0044 compute it, for the planner to match them. */
export const documentWeek = `(doc / ${BigInt(docsPerMillisecond) * BigInt(indexedWeekMs)})`;

/** The columns of `submissions` that hold where a lead came from (migration 0011). */
export const attributionColumns = ['landing_page', 'form_page', 'referrer_host', ...utmTags] as const;
