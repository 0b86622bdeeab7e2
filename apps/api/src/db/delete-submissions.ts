import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Engine } from './open-database.ts';
import type { FormKind, Region } from '@agency/contract';
import type { Database } from './schema.ts';

/**
 * Whose submissions go: one person's (erase), or everyone's received before
 * a time (purge), optionally only of some forms and with some consent (the
 * retention of job applications depends on both).
 */
export type SubmissionsToDelete =
  | {
      email: string;
      /** Only the leads of these regions, and not of these forms (an admin's access; staff-scope.ts). */
      within?: { regions: readonly Region[]; forms?: { except: readonly FormKind[] } };
    }
  | {
      receivedBefore: string;
      forms?: { only: readonly FormKind[] } | { except: readonly FormKind[] };
      /** The consent column's value (1 ticked, 0 not); any when undefined. */
      consent?: 0 | 1;
    };

/** The rows are gone but their bytes may not be: the caller must say so and have it run again. */
export class ScrubIncompleteError extends Error {}

// The tables whose rows hold or point at a submission's data (an idempotency
// key, a body hash, the token binding, a CV, the inbox's notes, statuses and
// assignee, its conversation: messages out and in, their attachments, its reply token). They are deleted through their foreign keys too; naming them
// here keeps erasure from depending on the foreign-key setting of the
// connection, and the scrub rewrites each.
const dependentTables = [
  'idempotency_keys',
  'form_token_uses',
  'outbox',
  'cv_files',
  'lead_notes',
  'lead_status_changes',
  'lead_states',
  'lead_inbound_attachments',
  'lead_inbound',
  'lead_replies',
  'lead_reply_tokens',
  'lead_assignee_changes',
] as const;
// The search index and the reports' facts and counts (migrations 0040, 0041, 0043) follow their rows
// by triggers, and are rewritten with them.
const scrubbedTables = [
  'submissions',
  ...dependentTables,
  'lead_search',
  'report_leads',
  'report_counts',
  'report_hiring_ends',
  'report_hiring_stays',
  'report_response_times',
] as const;

function matching(which: SubmissionsToDelete) {
  return (eb: ExpressionBuilder<Database, 'submissions'>) => {
    if ('email' in which)
      return eb.and([
        eb('email', '=', which.email),
        ...(which.within ? [eb('region', 'in', which.within.regions)] : []),
        ...(which.within?.forms ? [eb('form', 'not in', which.within.forms.except)] : []),
      ]);
    const { forms, consent } = which;
    return eb.and([
      eb('received_at', '<', which.receivedBefore),
      ...(forms && 'only' in forms ? [eb('form', 'in', forms.only)] : []),
      ...(forms && 'except' in forms ? [eb('form', 'not in', forms.except)] : []),
      ...(consent === undefined ? [] : [eb('consent', '=', consent)]),
    ]);
  };
}

/**
 * Deletes the submissions and everything stored with them (idempotency keys
 * with their answers and body hashes, outbox rows), then makes sure no byte
 * of them is left in the database's files (see scrubDeletedRows). Resolves
 * with the number of submissions deleted.
 */
export async function deleteSubmissions(
  db: Kysely<Database>,
  engine: Engine,
  which: SubmissionsToDelete,
  /** Scrub also when nothing was deleted (staff's commands), or only then (the hourly purge). */
  { scrubAlways = true }: { scrubAlways?: boolean } = {},
): Promise<number> {
  const deleted = await db.transaction().execute(async (trx) => {
    const ids = trx.selectFrom('submissions').select('id').where(matching(which));
    for (const table of dependentTables)
      await trx.deleteFrom(table).where('submission_id', 'in', ids).execute();
    const result = await trx.deleteFrom('submissions').where(matching(which)).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  // Also with nothing deleted: an earlier run that could not finish the scrub is finished by the next.
  if (deleted > 0 || scrubAlways) await scrubDeletedRows(db, engine);
  return deleted;
}

const CHECKPOINT_ATTEMPTS = 20;
const CHECKPOINT_PAUSE_MS = 250;

/**
 * SQLite: deleted rows and freed pages are zeroed as they are deleted
 * (secure_delete, on every connection), but until a checkpoint the old page
 * images are still in the -wal file. A TRUNCATE checkpoint copies the zeroed
 * pages into the database file and empties the -wal file. It waits for a
 * server's connection to finish what it is doing (busy timeout), and is tried
 * again while that connection keeps reading an older snapshot.
 *
 * PostgreSQL: a DELETE leaves the row's bytes in the table's pages, and plain
 * VACUUM only marks them free. VACUUM FULL writes the tables (with their TOAST
 * data and indexes) to new files and removes the old ones; ANALYZE draws the
 * planner's sample of column values again without the deleted rows. The
 * rewrite locks each table for its duration; the lock is waited for at most
 * 5 s, so an erase never queues the API's inserts behind a long reader.
 */
export async function scrubDeletedRows(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    for (let attempt = 1; ; attempt++) {
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      if (rows[0]?.busy === 0) return;
      if (attempt === CHECKPOINT_ATTEMPTS)
        throw new ScrubIncompleteError(
          'another connection kept the write-ahead log (agency.sqlite-wal) in use, so it may still hold the deleted rows',
        );
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_PAUSE_MS));
    }
  }
  try {
    await db.connection().execute(async (connection) => {
      await sql`set lock_timeout = '5s'`.execute(connection);
      try {
        await sql`vacuum (full, analyze) ${sql.join(scrubbedTables.map((t) => sql.table(t)))}`.execute(
          connection,
        );
      } finally {
        await sql`reset lock_timeout`.execute(connection);
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code === '55P03')
      throw new ScrubIncompleteError(
        'a long transaction kept the tables locked, so their files may still hold the deleted rows',
      );
    throw error;
  }
}
