import type pg from 'pg';

/**
 * What keeps PostgreSQL from removing a deleted row version: a snapshot or a
 * transaction id at or older than the deletion (snapshotHolders says whose
 * count), or a replication slot. Named
 * for people by its kind, pid, backend type, name and state, and how old it
 * is: never its query, nor anything it read.
 */
export interface SnapshotHolder {
  kind:
    | 'session'
    | 'transaction in another database'
    | 'standby feedback'
    | 'prepared transaction'
    | 'replication slot';
  pid: number | null;
  backendType: string | null;
  /** A session's application_name, or a slot's name. */
  name: string | null;
  state: string | null;
  /** Seconds since its transaction began (or it was prepared); null where PostgreSQL does not say. */
  seconds: number | null;
}

/**
 * Everything that keeps a row deleted at or before `xid` (a 32-bit xid as
 * text) from being removed by a VACUUM of this database. PostgreSQL's horizon
 * for an ordinary table (procarray.c) counts the snapshots (backend_xmin) and
 * transaction ids of the backends of this database and of none (walsenders,
 * whose backend_xmin is a standby's feedback), and every replication slot's
 * xmin. A transaction id running in another database counts too: every
 * snapshot's xmin is the oldest id running anywhere in the cluster, VACUUM's
 * own included, so such a transaction holds our rows through it (seen in the
 * tests, on a cluster shared with other suites); a snapshot alone in another
 * database does not. Prepared transactions hold their ids the same way. Left
 * out: backends running a lazy VACUUM (autovacuum workers) and ourselves, and
 * a logical slot's catalog_xmin, which holds only the system catalogs. Xids
 * wrap around: compared by their age, in one statement (age() is stable
 * within it).
 */
export async function snapshotHolders(client: pg.ClientBase, xid: string): Promise<SnapshotHolder[]> {
  const { rows } = await client.query<{
    kind: SnapshotHolder['kind'];
    pid: number | null;
    backend_type: string | null;
    name: string | null;
    state: string | null;
    seconds: number | null;
  }>(
    `with deletion as (select $1::xid as xid)
     select case
              when a.backend_type = 'walsender' then 'standby feedback'
              when a.datname is distinct from current_database() and a.datid is not null
                then 'transaction in another database'
              else 'session'
            end as kind,
            a.pid, a.backend_type, a.application_name as name, a.state,
            round(extract(epoch from now() - coalesce(a.xact_start, a.backend_start)))::float8 as seconds
       from pg_stat_activity a, deletion
      where a.pid <> pg_backend_pid()
        and a.backend_type is distinct from 'autovacuum worker'
        and ((a.backend_xid is not null and age(a.backend_xid) >= age(deletion.xid))
          or ((a.datname = current_database() or a.datid is null)
              and a.backend_xmin is not null and age(a.backend_xmin) >= age(deletion.xid)))
     union all
     select 'prepared transaction', null, null, null, 'prepared',
            round(extract(epoch from now() - p.prepared))::float8
       from pg_prepared_xacts p, deletion
      where age(p.transaction) >= age(deletion.xid)
     union all
     select 'replication slot', s.active_pid, s.slot_type, s.slot_name::text,
            case when s.active then 'active' else 'inactive' end, null
       from pg_replication_slots s, deletion
      where s.xmin is not null and age(s.xmin) >= age(deletion.xid)`,
    [xid],
  );
  return rows.map((row) => ({
    kind: row.kind,
    pid: row.pid,
    backendType: row.backend_type,
    name: row.name,
    state: row.state,
    seconds: row.seconds,
  }));
}

/** A holder in words, for a log line or the command's error (names quoted and escaped). */
export function describeHolder(holder: SnapshotHolder): string {
  const facts = [
    holder.pid === null ? undefined : `pid ${holder.pid}`,
    holder.backendType ?? undefined,
    holder.name ? JSON.stringify(holder.name) : undefined,
    holder.state ?? undefined,
    holder.seconds === null ? undefined : `for ${holder.seconds} s`,
  ].filter((fact) => fact !== undefined);
  const what = {
    session: 'a session',
    'transaction in another database': 'a transaction in another database of the cluster',
    'standby feedback': "a standby's feedback",
    'prepared transaction': 'a prepared transaction',
    'replication slot': 'a replication slot',
  }[holder.kind];
  return facts.length > 0 ? `${what} (${facts.join(', ')})` : what;
}

/** A notice as node-postgres hands it over ('notice' events). */
export interface Notice {
  message?: string | undefined;
  detail?: string | undefined;
}

// PostgreSQL's words for a table VACUUM FULL copied (cluster.c), with lc_messages = C:
//   INFO:  "public.submissions": found 4 removable, 12 nonremovable row versions in 3 pages
//   DETAIL:  0 dead row versions cannot be removed yet.
const rewritten = /^"(?:[^"]+)\.([^".]+)": found \d+ removable, \d+ nonremovable row versions in \d+ pages$/;
const keptDead = /^(\d+) dead row versions cannot be removed yet\./;

/**
 * The tables whose rewrite did not prove itself: each must report exactly
 * once, with 0 dead row versions that "cannot be removed yet" (a deleted row
 * an older snapshot may still see, which VACUUM FULL copies to the new file).
 * A table that did not report at all, or twice, or in words we do not read,
 * is not proved either.
 */
export function unprovedTables(notices: readonly Notice[], tables: readonly string[]): string[] {
  const kept = new Map<string, number[]>();
  for (const notice of notices) {
    const table = rewritten.exec(notice.message ?? '')?.[1];
    if (table === undefined) continue;
    const dead = keptDead.exec(notice.detail ?? '');
    kept.set(table, [...(kept.get(table) ?? []), dead ? Number(dead[1]) : Number.NaN]);
  }
  return tables.filter((table) => {
    const counts = kept.get(table);
    return counts?.length !== 1 || counts[0] !== 0;
  });
}
