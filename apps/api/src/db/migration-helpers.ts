/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not schema.ts */
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Engine } from './open-database.ts';

// Frozen, like the migrations that use it: a written migration must do tomorrow what it did
// today, so change nothing here that one uses; add beside it instead.

type Step = (db: Kysely<any>) => Promise<void>;

/** The engine a migration runs on. */
export const engineOf = (db: Kysely<any>): Engine =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** A migration's step written once per engine; the one for the database it runs on runs. */
export const perEngine =
  (steps: Record<Engine, Step>): Step =>
  (db) =>
    steps[engineOf(db)](db);

/** The row events a trigger is made for, by the name its trigger ends in. */
const rowEvents = { added: 'insert', removed: 'delete', changed: 'update' } as const;

/** Calls `each` for each trigger a table gets, one per row event: `${name}_${event}` on `table`. */
export async function eachTrigger(
  triggers: readonly (readonly [table: string, name: string])[],
  each: (table: string, trigger: string, on: (typeof rowEvents)[keyof typeof rowEvents]) => Promise<void>,
): Promise<void> {
  for (const [table, name] of triggers)
    for (const [event, on] of Object.entries(rowEvents)) await each(table, `${name}_${event}`, on);
}
