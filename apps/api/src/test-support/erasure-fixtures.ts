// What the erasure tests share: two people with words found nowhere else, their leads written
// through a running server, and every file of the database read byte by byte.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { apiPaths } from '@agency/contract';
import { startSmtpTestServer } from '@agency/test-receivers';
import { runCliProcess } from '../cli/run-cli-process.ts';
import { bodyHash, bodyHashKey } from '../submissions/body-hash.ts';
import { spawnServer } from './spawn-server.ts';
import { humanHeaders, testFormTokenSecret } from './test-api.ts';
import type { Database } from '../db/schema.ts';

/** Every file in the folder and its subfolders (the uploads in progress have one of their own). */
export const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());

// Two people with words found nowhere else, so any byte of theirs left behind is found.
export const erased = {
  name: 'Zephyrine Quackenbush',
  email: 'Zephyrine.Q@Erase.example',
  phone: '07700 900777',
  // Long enough for SQLite's overflow pages and PostgreSQL's TOAST; random, so no compression hides it.
  // Hex after an x: one word of the search index, which shares its first letter with no other.
  message: `Quokka marmalade for the gazebo. x${randomBytes(2400).toString('hex')}`,
};
export const kept = {
  name: 'Barnaby Keepwell',
  email: 'barnaby@keep.example',
  phone: '+44 20 7946 0111',
  message: 'Lighthouse biscuits, please.',
};
export type Person = typeof erased;

export const contact = (p: Person) => ({
  username: p.name,
  email: p.email,
  phone: p.phone,
  message: p.message,
});
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
export function tracesOf(p: Person): string[] {
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

export function found(bytes: Buffer[], traces: string[]): string[] {
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
export async function postgresDataDirectoryFiles(db: Kysely<Database>): Promise<Buffer[]> {
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
export async function leadsOfTwoPeople(env: Record<string, string>, cleanup: (() => Promise<void> | void)[]) {
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
export async function converse(db: Kysely<Database>) {
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
