import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { samplePdf } from '@agency/document-samples';
import { apiPaths } from '@agency/contract';
import { runCliProcess } from '../cli/run-cli-process.ts';
import { bodyHash, bodyHashKey } from '../submissions/body-hash.ts';
import { migrateToLatest } from './migrate.ts';
import { openSqlite } from './open-database.ts';
import type { Database } from './schema.ts';
import { createRetention } from '../submissions/retention.ts';
import { multipartBody } from '../test-support/multipart.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { startSmtpTestServer } from '@agency/test-receivers';
import { spawnServer } from '../test-support/spawn-server.ts';
import {
  createTestDatabase,
  engines,
  humanHeaders,
  testFormTokenSecret,
  type TestDatabase,
} from '../test-support/test-api.ts';

/** Every file in the folder and its subfolders (the uploads in progress have one of their own). */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());

// Two people with words found nowhere else, so any byte of theirs left behind is found.
const erased = {
  name: 'Zephyrine Quackenbush',
  email: 'Zephyrine.Q@Erase.example',
  phone: '07700 900777',
  // Long enough for SQLite's overflow pages and PostgreSQL's TOAST; random, so no compression hides it.
  // Hex after an x: one word of the search index, which shares its first letter with no other.
  message: `Quokka marmalade for the gazebo. x${randomBytes(2400).toString('hex')}`,
};
const kept = {
  name: 'Barnaby Keepwell',
  email: 'barnaby@keep.example',
  phone: '+44 20 7946 0111',
  message: 'Lighthouse biscuits, please.',
};
type Person = typeof erased;

const contact = (p: Person) => ({ username: p.name, email: p.email, phone: p.phone, message: p.message });
const ukEnquiry = (p: Person) => ({
  name: p.name,
  business: `${p.name} Ltd`,
  email: p.email,
  phone: p.phone,
  projectType: 'Marketing',
  message: p.message,
  heardFrom: '',
  consent: true,
});
const proposal = (p: Person) => ({
  firstName: p.name.split(' ')[0],
  lastName: p.name.split(' ')[1],
  company: `${p.name} Ltd`,
  website: '',
  email: p.email,
  phoneCode: '+44',
  phone: p.phone,
  companySize: '1-10',
  heardFrom: '',
  services: ['SEO'],
  businessDetails: p.message,
  consent: true,
});

/** The Idempotency-Key a person's contact enquiry is sent with: a marker of theirs too. */
const idempotencyKey = (p: Person) => `key-${p.phone.replace(/\D/g, '')}-${p.name.split(' ')[1]}`;

/** What staff wrote about a person, and what the person wrote back: a note and a message in. */
const conversation = (p: Person) =>
  p === erased
    ? { note: 'Zephyrine asked for vermilion wainscots.', answer: 'Yodelling timetable attached, Zephyrine.' }
    : { note: 'Barnaby asked for teal bannisters.', answer: 'Badger timetable attached, Barnaby.' };

/**
 * What the search index (migration 0040) keeps of each person, as it writes
 * it: words in lower case, the phone's digits. SQLite's word index writes
 * each word after the part it shares with the word before it (in its sorted
 * list), so these words are ones whose first character no other word of the
 * two people starts with: each sits in the index whole, where the search
 * below would find it.
 */
const indexedTracesOf = (p: Person) =>
  p === erased
    ? ['zephyrine', 'yodelling', 'wainscots', 'vermilion', 'gazebo', '07700900777']
    : ['lighthouse', 'badger', 'teal', '442079460111'];

/**
 * Every way a person's data could be written down: the texts as sent, the
 * address as stored, the Idempotency-Key, the body hashes (the key's, and
 * the form tokens' bindings of the forms sent without a key), and the search
 * index's copies.
 */
function tracesOf(p: Person): string[] {
  const key = bodyHashKey(testFormTokenSecret);
  return [
    ...indexedTracesOf(p),
    p.name,
    p.email,
    p.email.toLowerCase(),
    p.phone,
    p.message.slice(0, 30),
    p.message.slice(-40),
    idempotencyKey(p),
    bodyHash(key, 'contact', contact(p)),
    bodyHash(key, 'uk-enquiry', ukEnquiry(p)),
    bodyHash(key, 'proposal', proposal(p)),
  ];
}

function found(bytes: Buffer[], traces: string[]): string[] {
  return traces.filter((trace) => bytes.some((b) => b.includes(trace)));
}

async function until(check: () => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Every file of the cluster's data directory as PostgreSQL has written it to
 * disk, read through the server (the test's role is a superuser), but
 * pg_wal: the write-ahead log is the database's recovery copy, kept until its
 * segments are recycled (docs/api.md); nor the other databases' own
 * folders (base/<their oid>), which hold none of this one's rows: the other
 * test files' databases on the same cluster, read too, made this test slower
 * the busier the cluster was.
 */
async function postgresDataDirectoryFiles(db: Kysely<Database>): Promise<Buffer[]> {
  await sql`checkpoint`.execute(db);
  const { rows: own } = await sql<{ oid: string }>`
    select oid::text from pg_database where datname = current_database()`.execute(db);
  const otherDatabase = (path: string) => /^\.\/base\/\d+$/.test(path) && path !== `./base/${own[0]!.oid}`;
  const contents: Buffer[] = [];
  const walk = async (dir: string) => {
    const { rows } = await sql<{ path: string; isdir: boolean | null; size: string | null }>`
      select path, (stat).isdir, (stat).size from (
        select ${dir}::text || '/' || name as path, pg_stat_file(${dir}::text || '/' || name, true) as stat
        from pg_ls_dir(${dir}::text, true, false) as name) listed`.execute(db);
    for (const row of rows) {
      if (row.path === './pg_wal' || otherDatabase(row.path)) continue;
      if (row.isdir) await walk(row.path);
      else if (row.isdir === false) {
        const { rows: read } = await sql<{ bytes: Buffer | null }>`
          select pg_read_binary_file(${row.path}::text, 0, ${Number(row.size)}::bigint, true) as bytes`.execute(
          db,
        );
        if (read[0]?.bytes) contents.push(read[0].bytes);
      }
    }
  };
  await walk('.');
  return contents;
}

/**
 * A running server with both people's leads: each form, one with an
 * Idempotency-Key, one first held as spam and then released, all notified.
 */
async function leadsOfTwoPeople(env: Record<string, string>, cleanup: (() => Promise<void> | void)[]) {
  const smtp = await startSmtpTestServer();
  cleanup.push(() => smtp.close());
  const server = await spawnServer({
    ...env,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'leads@agency.example',
    FORM_TOKEN_SECRET: testFormTokenSecret,
    OUTBOX_POLL_MS: '50',
  });
  // Stopped by afterEach even when the test fails or times out: a server left running outlives the suite.
  cleanup.push(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { id: string };
    expect(response.status, JSON.stringify(answer)).toBe(201);
    return answer.id;
  };
  // The erased person's rows come last: PostgreSQL fills a page from its end, so they sit
  // where a plain VACUUM's compaction leaves their bytes in place, and the test sees that.
  for (const person of [kept, erased]) {
    await post(apiPaths.contactQuery, contact(person), {
      ...humanHeaders(),
      'idempotency-key': idempotencyKey(person),
    });
    await post(apiPaths.ukProjectEnquiry, ukEnquiry(person), humanHeaders());
    await post(apiPaths.proposal, proposal(person), humanHeaders());
    const spam = await post(apiPaths.contactQuery, contact(person), { 'content-type': 'application/json' });
    expect((await runCliProcess(['release', spam], env)).code).toBe(0);
  }
  await until(() => smtp.received.length === 8);
  return { server };
}

/**
 * A note on each person's first lead and an answer from them, written
 * straight to their tables as the inbox and the mailbox reader write them.
 */
async function converse(db: Kysely<Database>) {
  for (const person of [kept, erased]) {
    const lead = await db
      .selectFrom('submissions')
      .select('id')
      .where('email', '=', person.email.toLowerCase())
      .orderBy('received_at')
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const { note, answer } = conversation(person);
    await db
      .insertInto('lead_notes')
      .values({ id: randomUUID(), submission_id: lead.id, text: note, author: 'staff@agency.example', at })
      .execute();
    await db
      .insertInto('lead_inbound')
      .values({
        id: randomUUID(),
        submission_id: lead.id,
        message_id: `<${randomUUID()}@mail.example>`,
        in_reply_to: null,
        from_address: person.email,
        subject: 'Re: your enquiry',
        body: answer,
        sent_at: null,
        received_at: at,
        dkim: 'pass',
        spf: 'none',
        dmarc: 'none',
      })
      .execute();
  }
}

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
