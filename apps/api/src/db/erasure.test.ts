import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { samplePdf } from '@agency/document-samples';
import { apiPaths } from '@agency/contract';
import { runCliProcess } from '../cli/run-cli-process.ts';
import { migrateToLatest } from './migrate.ts';
import { openSqlite } from './open-database.ts';
import type { Database } from './schema.ts';
import { createRetention } from '../submissions/retention.ts';
import { multipartBody } from '../test-support/multipart.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { spawnServer } from '../test-support/spawn-server.ts';
import {
  createTestDatabase,
  engines,
  humanHeaders,
  testFormTokenSecret,
  type TestDatabase,
} from '../test-support/test-api.ts';
import {
  contact,
  converse,
  erased,
  filesUnder,
  found,
  kept,
  leadsOfTwoPeople,
  postgresDataDirectoryFiles,
  tracesOf,
} from '../test-support/erasure-fixtures.ts';

describe('npm run leads -- erase <address>, while the server runs, search index included', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  it('on SQLite leaves no byte of that person in the data directory, keeps the other, and keeps files private', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'agency-erase-')), 'data');
    cleanup.push(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir };
    const { server } = await leadsOfTwoPeople(env, cleanup);
    const writer = openSqlite(dataDir);
    await converse(writer.db);
    await writer.db.destroy();

    const contents = () => filesUnder(dataDir).map((file) => readFileSync(file));
    // Before: both people are there (so the search below can find what it looks for).
    expect(found(contents(), tracesOf(erased))).toEqual(tracesOf(erased));

    const result = await runCliProcess(['erase', erased.email], env);
    expect(result).toMatchObject({
      code: 0,
      stdout: `Erased 4 submissions of ${erased.email.toLowerCase()}.\n`,
    });

    expect(found(contents(), tracesOf(erased))).toEqual([]);
    expect(found(contents(), tracesOf(kept))).toEqual(tracesOf(kept));
    // The server goes on storing leads after the erasure.
    const after = await fetch(`${server.url}${apiPaths.contactQuery}`, {
      method: 'POST',
      headers: humanHeaders(),
      body: JSON.stringify(contact(kept)),
    });
    expect(after.status).toBe(201);

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const databaseFiles = filesUnder(dataDir).filter((file) => file.includes('agency.sqlite'));
    expect(databaseFiles.map((file) => file.slice(dataDir.length + 1)).sort()).toEqual([
      'agency.sqlite',
      'agency.sqlite-shm',
      'agency.sqlite-wal',
    ]);
    for (const file of databaseFiles) expect(statSync(file).mode & 0o777, file).toBe(0o600);
  }, 180_000);

  it('on PostgreSQL leaves no byte of that person in the data directory (but its write-ahead log), and keeps the other', async () => {
    const database: TestDatabase = await createTestDatabase('postgres');
    cleanup.push(() => database.drop());
    await leadsOfTwoPeople(database.env, cleanup);
    await converse(database.db);

    const dataDirectoryFiles = () => postgresDataDirectoryFiles(database.db);
    expect(found(await dataDirectoryFiles(), tracesOf(erased))).toEqual(tracesOf(erased));

    const result = await runCliProcess(['erase', erased.email], database.env);
    expect(result).toMatchObject({
      code: 0,
      stdout: `Erased 4 submissions of ${erased.email.toLowerCase()}.\n`,
    });

    const after = await dataDirectoryFiles();
    expect(found(after, tracesOf(erased))).toEqual([]);
    expect(found(after, tracesOf(kept))).toEqual(tracesOf(kept));
  }, 300_000);
});

/** A job application sent to a running server as a browser's island sends it: multipart, with its CV. */
async function apply(base: string, email: string, cv: Uint8Array, keepOnFile: boolean) {
  const { payload, contentType } = await multipartBody(
    { ...sampleBodies['job-application'], email, keepOnFile },
    { name: 'cv.pdf', bytes: cv },
  );
  const { 'content-type': _json, ...headers } = humanHeaders();
  const response = await fetch(`${base}${apiPaths.jobApplication}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType, accept: 'application/json' },
    body: payload,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/**
 * Three candidates' CVs, each with a marker of its own inside the PDF: one
 * erased by address, one purged by the retention (not kept on file, past
 * APPLICATION_RETENTION_DAYS), one kept on file, which must stay.
 */
const cvMarker = (who: string) => `CV-MARKER-${who}-${randomBytes(8).toString('hex')}`;
const cvs = { erased: cvMarker('erased'), purged: cvMarker('purged'), kept: cvMarker('kept') };
const cvOf = (marker: string) => samplePdf({ marker, size: 300_000 });

describe.each(engines)('CVs on %s, while the server runs', (engine) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('leave no byte in the data directory once erased or purged by the retention; a CV kept on file stays', async () => {
    let env: Record<string, string>;
    let files: () => Promise<Buffer[]>;
    let db: Kysely<Database>;
    if (engine === 'sqlite') {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'agency-cv-erase-')), 'data');
      cleanup.push(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));
      env = { DATA_DIR: dataDir };
      files = async () => filesUnder(dataDir).map((file) => readFileSync(file));
      const server = await spawnServer({ ...env, FORM_TOKEN_SECRET: testFormTokenSecret });
      cleanup.push(async () => {
        server.child.kill('SIGTERM');
        await server.exited;
      });
      for (const [who, marker] of Object.entries(cvs))
        await apply(server.url, `${who}@cv.example`, cvOf(marker), who === 'kept');
      // The staff's purge runs as another process would: its own connection to the file.
      const opened = openSqlite(dataDir);
      db = opened.db;
      cleanup.push(() => opened.db.destroy());
    } else {
      const database = await createTestDatabase('postgres');
      cleanup.push(() => database.drop());
      env = database.env;
      files = () => postgresDataDirectoryFiles(database.db);
      const server = await spawnServer({ ...env, FORM_TOKEN_SECRET: testFormTokenSecret });
      cleanup.push(async () => {
        server.child.kill('SIGTERM');
        await server.exited;
      });
      for (const [who, marker] of Object.entries(cvs))
        await apply(server.url, `${who}@cv.example`, cvOf(marker), who === 'kept');
      db = database.db;
    }
    const markers = Object.values(cvs);
    expect(found(await files(), markers)).toEqual(markers);

    expect(await runCliProcess(['erase', 'erased@cv.example'], env)).toMatchObject({ code: 0 });
    expect(found(await files(), markers)).toEqual([cvs.purged, cvs.kept]);

    const retention = createRetention({
      db,
      engine,
      days: { enquiries: 730, applications: 183, applicationsOnFile: 730 },
      log: { info: () => {}, warn: () => {} },
    });
    const purged = await retention.runOnce(Date.now() + 184 * 86_400_000);
    expect(purged).toEqual({ enquiries: 0, applications: 1, applicationsOnFile: 0 });
    expect(found(await files(), markers)).toEqual([cvs.kept]);
  }, 300_000);
});

describe('migration 0007', () => {
  it('rewrites a SQLite file written without secure_delete, so rows deleted before it leave nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-legacy-'));
    try {
      const file = join(dataDir, 'agency.sqlite');
      const legacy = new SQLite(file);
      legacy.pragma('secure_delete = OFF');
      legacy.exec('create table old_leads (body text)');
      legacy.prepare('insert into old_leads values (?)').run(contact(erased).message);
      legacy.exec('delete from old_leads');
      legacy.close();
      expect(found([readFileSync(file)], [erased.message.slice(-40)])).toHaveLength(1);

      const opened = openSqlite(dataDir);
      await migrateToLatest(opened.db);
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(opened.db);
      await opened.db.destroy();
      expect(found([readFileSync(file)], [erased.message.slice(-40)])).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
