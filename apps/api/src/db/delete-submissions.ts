import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type pg from 'pg';
import { postgresPool, type Engine } from './open-database.ts';
import {
  describeHolder,
  snapshotHolders,
  unprovedTables,
  type Notice,
  type SnapshotHolder,
} from './postgres-scrub.ts';
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

/**
 * The rows are gone but their bytes may not be: the scrub is left pending
 * (pending_scrubs), the next erase or the hourly purge finishes it, and the
 * caller must say so. `reason` is what held it, in a word or two (a holder's
 * kind, a lock, the checkpoint): what the pending row and readiness show.
 */
export class ScrubIncompleteError extends Error {
  readonly reason: string;
  readonly holders: readonly SnapshotHolder[];
  constructor(message: string, reason: string, holders: readonly SnapshotHolder[] = []) {
    super(message);
    this.name = 'ScrubIncompleteError';
    this.reason = reason;
    this.holders = holders;
  }
}

/** How long a scrub waits for older snapshots to end (PostgreSQL) or for the write-ahead log to be free (SQLite). */
export const scrubWaitMs = 5_000;

export interface ScrubOptions {
  /** scrubWaitMs unless given (tests shorten it). */
  waitMs?: number;
}

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
 * with their answers and body hashes, outbox rows), records in the same
 * transaction that a scrub is pending, then makes sure no byte of them is
 * left in the database's files (scrubDeletedRows), which clears the record.
 * Resolves with the number of submissions deleted; rejects with
 * ScrubIncompleteError when the rows are gone but the scrub is not proved.
 */
export async function deleteSubmissions(
  db: Kysely<Database>,
  engine: Engine,
  which: SubmissionsToDelete,
  /**
   * `always`: scrub, also when nothing was deleted (staff's commands: an earlier run's scrub is
   * finished by the next); `later`: leave it pending, for scrubPending (the hourly purge, which
   * deletes by several rules and scrubs once).
   */
  { scrub = 'always', ...options }: { scrub?: 'always' | 'later' } & ScrubOptions = {},
): Promise<number> {
  const deleted = await db.transaction().execute(async (trx) => {
    const ids = trx.selectFrom('submissions').select('id').where(matching(which));
    for (const table of dependentTables)
      await trx.deleteFrom(table).where('submission_id', 'in', ids).execute();
    const result = await trx.deleteFrom('submissions').where(matching(which)).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    // Committed with the deletion: a process that dies before its scrub leaves the record behind.
    if (count > 0)
      await trx
        .insertInto('pending_scrubs')
        .values({ id: randomUUID(), deleted_at: new Date().toISOString(), reason: null, tried_at: null })
        .execute();
    return count;
  });
  if (scrub === 'always') await scrubDeletedRows(db, engine, options);
  return deleted;
}

/** Finishes every scrub left pending (this instance's or another's), if there is any. */
export async function scrubPending(db: Kysely<Database>, engine: Engine, options: ScrubOptions = {}) {
  const pending = await db.selectFrom('pending_scrubs').select('id').limit(1).execute();
  if (pending.length > 0) await scrubDeletedRows(db, engine, options);
}

const CHECKPOINT_PAUSE_MS = 250;
const HORIZON_PAUSE_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SQLite: deleted rows and freed pages are zeroed as they are deleted
 * (secure_delete, on every connection), but until a checkpoint the old page
 * images are still in the -wal file. A TRUNCATE checkpoint copies the zeroed
 * pages into the database file and empties the -wal file. It is tried again,
 * a quarter second apart until the wait is over, while a server's connection
 * writes or another connection keeps reading an older snapshot.
 *
 * PostgreSQL: a DELETE leaves the row's bytes in the table's pages, and plain
 * VACUUM only marks them free. VACUUM FULL writes the tables (with their TOAST
 * data and indexes) to new files and removes the old ones; ANALYZE draws the
 * planner's sample of column values again without the deleted rows. But
 * VACUUM FULL copies a deleted row that an older snapshot may still see: so
 * it first waits (for the wait) until nothing in the database holds a
 * snapshot or transaction id as old as the scrub's start (snapshotHolders),
 * and afterwards reads its own VERBOSE report: every table must say that 0
 * dead row versions "cannot be removed yet" (unprovedTables). The rewrite
 * locks each table for its duration; the lock is waited for at most 5 s, so
 * an erase never queues the API's inserts behind a long reader.
 *
 * Either way, proved clears the pending scrubs recorded before it began;
 * otherwise they keep the reason and ScrubIncompleteError is thrown.
 */
export async function scrubDeletedRows(
  db: Kysely<Database>,
  engine: Engine,
  { waitMs = scrubWaitMs }: ScrubOptions = {},
): Promise<void> {
  if (engine === 'sqlite') return scrubSqlite(db, waitMs);
  const pool = postgresPool(db);
  if (!pool) throw new Error('The scrub needs a database opened by openPostgres, to read its notices.');
  const client = await pool.connect();
  try {
    await scrubPostgres(client, waitMs);
  } finally {
    client.release();
  }
}

/**
 * One TRUNCATE checkpoint that does not wait on its own: better-sqlite3 waits
 * the busy timeout synchronously, which would stop the server's event loop
 * for 5 s an attempt while a reader keeps an older snapshot. The busy timeout
 * is lifted for it alone, on the connection held for it, and the caller
 * waits between attempts. 1 when it could not finish.
 */
async function checkpointWithoutWaiting(db: Kysely<Database>): Promise<number> {
  return db.connection().execute(async (connection) => {
    const { rows: set } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection);
    await sql`pragma busy_timeout = 0`.execute(connection);
    try {
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(connection);
      return rows[0]?.busy ?? 1;
    } finally {
      await sql.raw(`pragma busy_timeout = ${Number(set[0]?.timeout ?? 5000)}`).execute(connection);
    }
  });
}

async function scrubSqlite(db: Kysely<Database>, waitMs: number): Promise<void> {
  const pending = (await db.selectFrom('pending_scrubs').select('id').execute()).map((row) => row.id);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if ((await checkpointWithoutWaiting(db)) === 0) break;
    if (Date.now() >= deadline) {
      const reason = 'write-ahead log in use';
      const at = new Date().toISOString();
      const left = { reason, tried_at: at };
      if (pending.length > 0)
        await db.updateTable('pending_scrubs').set(left).where('id', 'in', pending).execute();
      else
        await db
          .insertInto('pending_scrubs')
          .values({ id: randomUUID(), deleted_at: at, ...left })
          .execute();
      throw new ScrubIncompleteError(
        'another connection kept the write-ahead log (agency.sqlite-wal) in use, so it may still hold the deleted rows',
        reason,
      );
    }
    await pause(CHECKPOINT_PAUSE_MS);
  }
  // The pending rows' own page goes to the -wal file: it holds an id, times and a reason.
  if (pending.length > 0) await db.deleteFrom('pending_scrubs').where('id', 'in', pending).execute();
}

async function scrubPostgres(client: pg.PoolClient, waitMs: number): Promise<void> {
  const pending = (await client.query<{ id: string }>('select id from pending_scrubs')).rows.map(
    (row) => row.id,
  );
  const leavePending = async (reason: string) => {
    const at = new Date().toISOString();
    if (pending.length > 0)
      await client.query('update pending_scrubs set reason = $1, tried_at = $2 where id = any($3)', [
        reason,
        at,
        pending,
      ]);
    else
      await client.query(
        'insert into pending_scrubs (id, deleted_at, reason, tried_at) values ($1, $2, $3, $2)',
        [randomUUID(), at, reason],
      );
  };
  const held = async (holders: SnapshotHolder[], what: string) => {
    const kinds = [...new Set(holders.map((holder) => holder.kind))];
    const reason = kinds.length > 0 ? kinds.join(', ') : 'unknown holder';
    await leavePending(reason);
    const named =
      holders.length > 0 ? holders.map(describeHolder).join('; ') : 'no holder PostgreSQL names any more';
    return new ScrubIncompleteError(`${what}: ${named}`, reason, holders);
  };

  // A transaction id of our own, taken after every deletion pending here committed: the proof counts
  // every dead row version, not only theirs, so the wait is for whatever is as old as this.
  const { rows } = await client.query<{ xid: string }>('select pg_current_xact_id()::xid::text as xid');
  const xid = rows[0]!.xid;
  const deadline = Date.now() + waitMs;
  let holders = await snapshotHolders(client, xid);
  while (holders.length > 0 && Date.now() < deadline) {
    await pause(HORIZON_PAUSE_MS);
    holders = await snapshotHolders(client, xid);
  }
  // The rewrite would copy the rows these may see: not worth a lock on every table.
  if (holders.length > 0)
    throw await held(holders, `an older snapshot still sees the deleted rows, after ${waitMs / 1000} s`);

  const notices: Notice[] = [];
  const onNotice = (notice: Notice) => notices.push(notice);
  // The report is read in PostgreSQL's own words; a role that may not choose them gets none it can read, and fails below.
  await client.query(`set lc_messages = 'C'`).catch(() => {});
  await client.query(`set lock_timeout = '5s'`);
  client.on('notice', onNotice);
  try {
    await client.query(`vacuum (full, verbose, analyze) ${scrubbedTables.map((t) => `"${t}"`).join(', ')}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '55P03') throw error;
    const reason = 'lock';
    await leavePending(reason);
    throw new ScrubIncompleteError(
      'a long transaction kept the tables locked, so their files may still hold the deleted rows',
      reason,
    );
  } finally {
    client.off('notice', onNotice);
    await client.query('reset lock_timeout');
    await client.query('reset lc_messages').catch(() => {});
  }
  const unproved = unprovedTables(notices, scrubbedTables);
  if (unproved.length > 0)
    throw await held(
      await snapshotHolders(client, xid),
      `the rewrite of ${unproved.join(', ')} kept dead row versions an older snapshot may see`,
    );
  if (pending.length > 0) await client.query('delete from pending_scrubs where id = any($1)', [pending]);
}
