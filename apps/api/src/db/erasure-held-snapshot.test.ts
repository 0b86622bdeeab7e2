import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../cli/run-cli-process.ts';
import { createRetention } from '../submissions/retention.ts';
import { startPostgresServer } from '../test-support/postgres-server.ts';
import { dayMs } from '../test-support/relative-time.ts';
import type { SpawnedServer } from '../test-support/spawn-server.ts';
import { createTestDatabase } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';
import { ScrubIncompleteError } from './delete-submissions.ts';
import {
  converse,
  erased,
  filesUnder,
  found,
  kept,
  leadsOfTwoPeople,
  postgresDataDirectoryFiles,
  tracesOf,
} from '../test-support/erasure-fixtures.ts';
import { openSqlite } from './open-database.ts';
import type { Database } from './schema.ts';

// Issue 46: VACUUM FULL copies a deleted row that an older snapshot of the
// same database may still see, so an erase beside such a snapshot exited 0
// with the person's bytes in the new files. Here each holder is opened before
// the erase (or the retention purge) and either kept open for the whole wait,
// when the erase must fail loudly and leave its scrub pending for a later
// purge with nothing new to delete, or closed during the wait, when the erase
// must succeed with no byte left. The server runs beside, its outbox polling.

/** Something that holds an older snapshot, opened before the erasure; `pid` is PostgreSQL's. */
interface Holder {
  pid: number | null;
  close(): Promise<void>;
}

type Opened = {
  env: Record<string, string>;
  db: Kysely<Database>;
  files: () => Promise<Buffer[]>;
  server: SpawnedServer;
};

/** A session of its own, named, left idle after the statements that make it hold the horizon. */
async function postgresHolder(url: string, name: string, statements: string[]): Promise<Holder> {
  const client = new pg.Client({ connectionString: url, application_name: name });
  await client.connect();
  for (const statement of statements) await client.query(statement);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return {
    pid: rows[0]!.pid,
    async close() {
      await client.query('rollback');
      await client.end();
    },
  };
}

const withAnId = ['begin', 'select txid_current()'];
const postgresHolders: Record<
  string,
  { kind: string; described: string; open: (url: string) => Promise<Holder> }
> = {
  'a repeatable-read snapshot taken reading another table (spam_digests)': {
    kind: 'session',
    described: 'a session',
    open: (url) =>
      postgresHolder(url, 'held-snapshot-test', [
        'begin isolation level repeatable read',
        'select count(*) from spam_digests',
      ]),
  },
  'an idle read committed transaction that called txid_current()': {
    kind: 'session',
    described: 'a session',
    open: (url) => postgresHolder(url, 'held-xid-test', withAnId),
  },
  // Every snapshot's xmin is the oldest transaction id running in the cluster, VACUUM's own included.
  'an idle transaction with an id in another database of the cluster': {
    kind: 'transaction in another database',
    described: 'a transaction in another database of the cluster',
    open: () => postgresHolder(cluster.url, 'held-elsewhere', withAnId),
  },
};

// A cluster of this file's own: a transaction id held here holds every database's horizon
// (above), so on the suite's shared server it would fail the erasures of the files running beside it.
let cluster: Awaited<ReturnType<typeof startPostgresServer>>;
beforeAll(async () => {
  cluster = await startPostgresServer();
});
afterAll(() => cluster?.stop());

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function openPostgresLeads(): Promise<Opened & { url: string }> {
  const database = await createTestDatabase('postgres', cluster.url);
  cleanup.push(() => database.drop());
  const { server } = await leadsOfTwoPeople(database.env, cleanup);
  await converse(database.db);
  return {
    env: database.env,
    url: database.env.DATABASE_URL!,
    db: database.db,
    files: () => postgresDataDirectoryFiles(database.db),
    server,
  };
}

async function openSqliteLeads(): Promise<Opened & { file: string }> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'agency-held-')), 'data');
  cleanup.push(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir };
  const { server } = await leadsOfTwoPeople(env, cleanup);
  const opened = openSqlite(dataDir);
  cleanup.push(() => opened.db.destroy());
  await converse(opened.db);
  return {
    env,
    file: opened.file,
    db: opened.db,
    files: async () => filesUnder(dataDir).map((file) => readFileSync(file)),
    server,
  };
}

/** A read transaction of another connection to the SQLite file, begun before the erasure. */
function sqliteHolder(file: string): Holder {
  const connection = new SQLite(file);
  connection.exec('begin');
  connection.prepare('select count(*) from spam_digests').get();
  return {
    pid: null,
    async close() {
      connection.exec('rollback');
      connection.close();
    },
  };
}

const retentionOf = (opened: Opened, engine: 'sqlite' | 'postgres') =>
  createRetention({
    db: opened.db,
    engine,
    days: { enquiries: 730, applications: 183, applicationsOnFile: 730 },
    log: { info: () => {}, warn: () => {} },
  });

/** Past every lead's time: the purge deletes both people's leads. */
const pastEveryLead = () => Date.now() + 731 * dayMs;

const ready = async (server: SpawnedServer) =>
  (await fetch(`${server.url}/api/health/ready`)).json() as Promise<Record<string, unknown>>;

/** One sample of a metric in Prometheus text format. */
async function metric(server: SpawnedServer, name: string): Promise<number | undefined> {
  const text = await (await fetch(server.metricsUrl)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

const pendingRows = (db: Kysely<Database>) =>
  db.selectFrom('pending_scrubs').select(['deleted_at', 'reason', 'tried_at']).execute();

/** What must hold once a pending scrub is finished: nothing of the erased person, nothing pending. */
async function scrubbed(opened: Opened, keptStays: boolean) {
  const after = await opened.files();
  expect(found(after, tracesOf(erased))).toEqual([]);
  if (keptStays) expect(found(after, tracesOf(kept))).toEqual(tracesOf(kept));
  expect(await pendingRows(opened.db)).toEqual([]);
  expect(await ready(opened.server)).toMatchObject({ status: 'ok' });
  expect(await ready(opened.server)).not.toHaveProperty('scrub');
  expect(await metric(opened.server, 'agency_erasure_scrubs_pending')).toBe(0);
}

/** What must hold after a loud failure: the person's bytes may be there, and the scrub is pending, said everywhere. */
async function leftPending(opened: Opened, reason: string) {
  // Without the rewrite their bytes are still in the files: what the pending scrub is for.
  expect(found(await opened.files(), tracesOf(erased)).length).toBeGreaterThan(0);
  const pending = await pendingRows(opened.db);
  expect(pending.length).toBeGreaterThan(0);
  // The holder's kind; others on the same cluster may be named beside it.
  for (const row of pending)
    expect(row).toMatchObject({ reason: expect.stringContaining(reason), tried_at: expect.any(String) });
  expect(JSON.stringify(pending)).not.toMatch(/zephyrine|quackenbush/i);
  expect(await ready(opened.server)).toMatchObject({ status: 'degraded', scrub: 'pending' });
  expect(String((await ready(opened.server)).scrubReason)).toMatch(new RegExp(`held by .*${reason}`));
  expect(await metric(opened.server, 'agency_erasure_scrubs_pending')).toBe(pending.length);
}

describe('an erase on PostgreSQL beside a holder of an older snapshot, while the server runs', () => {
  describe.each(Object.entries(postgresHolders))('%s', (_holder, { kind, described, open: hold }) => {
    it('kept open for the whole wait: exits 3 naming it; a purge with nothing new to delete then scrubs every byte', async () => {
      const opened = await openPostgresLeads();
      const holder = await hold(opened.url);
      cleanup.push(() => holder.close().catch(() => {}));

      const result = await runCliProcess(['erase', erased.email], opened.env);
      expect(result.code, result.stderr).toBe(3);
      expect(result.stdout).toBe(`Erased 4 submissions of ${erased.email.toLowerCase()}.\n`);
      expect(result.stderr).toContain("The rows are deleted, but not yet scrubbed from the database's files");
      expect(result.stderr).toContain(`${described} (pid ${holder.pid}, client backend`);
      expect(result.stderr).toContain('idle in transaction');
      expect(result.stderr).toContain('The scrub is left pending');
      await leftPending(opened, kind);

      await holder.close();
      expect(await retentionOf(opened, 'postgres').runOnce()).toEqual({
        enquiries: 0,
        applications: 0,
        applicationsOnFile: 0,
      });
      await scrubbed(opened, true);
    }, 300_000);

    it('closed during the wait: exits 0 with no byte of the person left', async () => {
      const opened = await openPostgresLeads();
      const holder = await hold(opened.url);
      cleanup.push(() => holder.close().catch(() => {}));

      const erasing = runCliProcess(['erase', erased.email], opened.env);
      // The deletion has committed (its pending scrub is written with it): the scrub is waiting.
      await until(async () => (await pendingRows(opened.db)).length > 0);
      await holder.close();
      expect(await erasing).toMatchObject({
        code: 0,
        stdout: `Erased 4 submissions of ${erased.email.toLowerCase()}.\n`,
      });
      await scrubbed(opened, true);
    }, 300_000);
  });
});

describe('the retention purge on PostgreSQL beside a holder of an older snapshot, while the server runs', () => {
  describe.each(Object.entries(postgresHolders))('%s', (_holder, { kind, described, open: hold }) => {
    it('kept open for the whole wait: rejects naming it; the next purge, with nothing new to delete, scrubs every byte', async () => {
      const opened = await openPostgresLeads();
      const holder = await hold(opened.url);
      cleanup.push(() => holder.close().catch(() => {}));
      const retention = retentionOf(opened, 'postgres');

      const failure = await retention.runOnce(pastEveryLead()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ScrubIncompleteError);
      expect((failure as ScrubIncompleteError).holders.map((h) => [h.kind, h.pid])).toContainEqual([
        kind,
        holder.pid,
      ]);
      expect((failure as ScrubIncompleteError).message).toContain(`${described} (pid ${holder.pid}`);
      expect(await opened.db.selectFrom('submissions').select('id').execute()).toEqual([]);
      await leftPending(opened, kind);

      await holder.close();
      expect(await retention.runOnce(pastEveryLead())).toEqual({
        enquiries: 0,
        applications: 0,
        applicationsOnFile: 0,
      });
      await scrubbed(opened, false);
    }, 300_000);

    it('closed during the wait: purges with no byte of the person left', async () => {
      const opened = await openPostgresLeads();
      const holder = await hold(opened.url);
      cleanup.push(() => holder.close().catch(() => {}));

      const purging = retentionOf(opened, 'postgres').runOnce(pastEveryLead());
      await until(async () => (await pendingRows(opened.db)).length > 0);
      await holder.close();
      expect(await purging).toEqual({ enquiries: 8, applications: 0, applicationsOnFile: 0 });
      await scrubbed(opened, false);
    }, 300_000);
  });
});

describe('an erase and a purge on SQLite beside a read transaction begun before them, while the server runs', () => {
  it('erase: exits 3 while the reader keeps the write-ahead log; a purge with nothing new to delete then scrubs it', async () => {
    const opened = await openSqliteLeads();
    const holder = sqliteHolder(opened.file);
    cleanup.push(() => holder.close().catch(() => {}));

    const result = await runCliProcess(['erase', erased.email], opened.env);
    expect(result.code, result.stderr).toBe(3);
    expect(result.stdout).toBe(`Erased 4 submissions of ${erased.email.toLowerCase()}.\n`);
    expect(result.stderr).toContain('agency.sqlite-wal');
    expect(result.stderr).toContain('The scrub is left pending');
    await leftPending(opened, 'write-ahead log in use');

    await holder.close();
    expect(await retentionOf(opened, 'sqlite').runOnce()).toEqual({
      enquiries: 0,
      applications: 0,
      applicationsOnFile: 0,
    });
    await scrubbed(opened, true);
  }, 300_000);

  it('purge: rejects while the reader keeps the write-ahead log; the next purge scrubs it', async () => {
    const opened = await openSqliteLeads();
    const holder = sqliteHolder(opened.file);
    cleanup.push(() => holder.close().catch(() => {}));
    const retention = retentionOf(opened, 'sqlite');

    await expect(retention.runOnce(pastEveryLead())).rejects.toBeInstanceOf(ScrubIncompleteError);
    await leftPending(opened, 'write-ahead log in use');

    await holder.close();
    expect(await retention.runOnce(pastEveryLead())).toEqual({
      enquiries: 0,
      applications: 0,
      applicationsOnFile: 0,
    });
    await scrubbed(opened, false);
  }, 300_000);
});
