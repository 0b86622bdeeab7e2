// `npm run bench:inbox`: the staff inbox with 100,000 leads stored
// (BENCH_LEADS; 1,000,000 is the search's and the reports' bar), on SQLite and
// on PostgreSQL (TEST_DATABASE_URL, else a throwaway cluster started as the
// tests start one). The leads are written by set-based SQL (bench-inbox-seed.ts)
// with the search index and the reports' counts kept by their triggers as
// they arrive. A member of both regions with the careers permission signs in
// with a software passkey through the real HTTP listener, then asks, each
// BENCH_REQUESTS (default 100) times in a row: pages of the list and each of
// its filters (bar: p95 <= 100 ms), searches (p95 <= 50 ms) and every report
// over 30 days, 90 days and a year (p95 <= 300 ms). The time is the server's
// (Fastify's elapsed time from request to answer sent).
// BENCH_KEEP=<dir>: keep the seeded databases (SQLite in <dir>/sqlite, the
// PostgreSQL database agency_bench_keep_<leads>) and reuse them on the next run
// (migrated to the latest first), so a change can be measured again without
// reseeding a million leads; remove the directory and drop the database by hand.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, hostname, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { dayMs, reportNames, reportPath, staffApiPaths, type LeadPage } from '@agency/staff-contract';
import { createFastify } from '../src/app.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openPostgres, openSqlite, type Engine, type OpenDatabase } from '../src/db/open-database.ts';
import { buildStaffApp } from '../src/staff/staff-app.ts';
import { invite } from '../src/staff/people/staff-directory.ts';
import { SoftwareAuthenticator } from '../src/test-support/software-authenticator.ts';
import { startPostgresServer } from '../src/test-support/postgres-server.ts';
import { leadOf, rareMessageEvery, rareNoteEvery, seedLeads } from './bench-inbox-seed.ts';

const leads = Number(process.env.BENCH_LEADS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
/** Only these groups of scenarios (list, search, reports), comma separated; all when unset. */
const only = process.env.BENCH_ONLY?.split(',');
const bars = { list: 100, search: 50, reports: 300 } as const;
const keep = process.env.BENCH_KEEP;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const load = () => loadavg()[0]!.toFixed(1);

/**
 * Stores the leads unless a kept database already holds them (BENCH_KEEP);
 * answers when their year ends, which the reports' ranges count back from.
 */
async function seededUntil(
  opened: OpenDatabase,
  engine: Engine,
  size: () => Promise<string>,
): Promise<number> {
  const stored = await opened.db
    .selectFrom('submissions')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('received_at').as('last')])
    .executeTakeFirstOrThrow();
  if (Number(stored.count) === leads && stored.last) {
    console.log(
      `\n${engine}: reusing ${leads.toLocaleString('en')} kept leads; database ${await size()} (load ${load()})`,
    );
    return Date.parse(stored.last);
  }
  if (Number(stored.count) !== 0)
    throw new Error(`${engine}: the kept database holds ${stored.count} leads, not ${leads}`);
  const now = Date.now();
  const seeding = performance.now();
  console.log(`\n${engine}: storing ${leads.toLocaleString('en')} leads (load ${load()})`);
  await seedLeads(opened.db, engine, leads, now, (line) => console.log(line));
  if (engine === 'postgres') await sql`vacuum analyze`.execute(opened.db);
  else await sql`analyze`.execute(opened.db);
  console.log(
    `  stored in ${((performance.now() - seeding) / 1000).toFixed(0)} s; database ${await size()} (load ${load()})`,
  );
  return now;
}

async function benchEngine(
  engine: Engine,
  opened: OpenDatabase,
  size: () => Promise<string>,
): Promise<boolean> {
  await migrateToLatest(opened.db);
  const now = await seededUntil(opened, engine, size);
  let origin = '';
  const app = createFastify({ logLevel: 'silent' });
  const times: number[] = [];
  app.addHook('onResponse', (_request, reply, done) => {
    times.push(reply.elapsedTime);
    done();
  });
  buildStaffApp(app, { db: opened.db, engine, origin: () => origin });
  const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  origin = `http://localhost:${address.port}`;
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const issued = await invite(
      opened.db,
      { email: `bench-${randomUUID()}@agency.example`, regions: ['in', 'uk'], careers: true, admin: false },
      { actor: 'cli:bench', staffId: null, fromAddress: 'cli' },
      Date.now(),
    );
    if (issued === 'exists') throw new Error('bench member exists');
    const post = (path: string, body: object) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin', cookie },
        body: JSON.stringify(body),
      });
    let cookie = '';
    const authenticator = new SoftwareAuthenticator(origin);
    const options = await (await post(staffApiPaths.enrolmentOptions, { secret: issued.secret })).json();
    const enrolled = await post(staffApiPaths.enrolmentVerify, {
      secret: issued.secret,
      response: authenticator.create(options as Parameters<SoftwareAuthenticator['create']>[0]),
    });
    cookie = (enrolled.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    if (enrolled.status !== 201) throw new Error(`enrolment: ${enrolled.status}`);
    const get = async (path: string) => {
      const answer = await fetch(`${base}${path}`, { headers: { cookie } });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as LeadPage;
    };
    const search = async (term: string) => {
      const answer = await post(staffApiPaths.leadSearch, { term });
      if (answer.status !== 200) throw new Error(`search: ${answer.status}`);
      return (await answer.json()) as LeadPage;
    };
    // 100 pages deep: the cursors, gathered before the clock starts.
    const cursors: string[] = [];
    let page = await get(staffApiPaths.leads);
    for (let i = 0; i < 100 && page.next; i++) {
      cursors.push(page.next);
      page = await get(`${staffApiPaths.leads}?before=${page.next}`);
    }
    // A different lead for each request, spread over the year.
    const someone = (n: number) => leadOf((n * 7919 + 4242) % leads);
    type Scenario = [group: keyof typeof bars, name: string, ask: (n: number) => Promise<unknown>];
    const week = `from=${day(now - 30 * dayMs)}&to=${day(now - 24 * dayMs)}`;
    const scenarios: Scenario[] = [
      ['list', 'first page', () => get(staffApiPaths.leads)],
      [
        'list',
        'pages 2-101 by cursor',
        (i) => get(`${staffApiPaths.leads}?before=${cursors[i % cursors.length]}`),
      ],
      ['list', 'region uk, form uk-enquiry', () => get(`${staffApiPaths.leads}?region=uk&form=uk-enquiry`)],
      ['list', 'spam folder', () => get(`${staffApiPaths.leads}?spam=1`)],
      ['list', 'status new (all enquiries)', () => get(`${staffApiPaths.leads}?status=new`)],
      ['list', 'status won', () => get(`${staffApiPaths.leads}?status=won`)],
      ['list', 'assigned to me (none)', () => get(`${staffApiPaths.leads}?assignee=me`)],
      ['list', 'utm_source newsletter', () => get(`${staffApiPaths.leads}?utmSource=newsletter`)],
      ['list', 'one week received', () => get(`${staffApiPaths.leads}?${week}`)],
      ['list', 'position Web Development', () => get(`${staffApiPaths.leads}?position=Web%20Development`)],
      ['list', 'needs a reply (two in three)', () => get(`${staffApiPaths.leads}?needsReply=1`)],
      [
        'list',
        'needs a reply, uk enquiries',
        () => get(`${staffApiPaths.leads}?needsReply=1&form=uk-enquiry`),
      ],
      ['search', 'an address', (n) => search(someone(n).email)],
      ['search', 'part of a name', (n) => search(someone(n).name.slice(1, -2))],
      [
        'search',
        'phone digits, respaced',
        (n) =>
          search(
            someone(n)
              .phone.replace(' ', '')
              .replace(/(\d{3})(\d{4})/, '$1-$2 '),
          ),
      ],
      ['search', 'a reference', (n) => search(someone(n).id)],
      ['search', 'a domain (1 in 12)', () => search('agency.co.uk')],
      ['search', 'a first name (1 in 40)', () => search('priya')],
      ['search', `a message word (1 in ${rareMessageEvery.toLocaleString('en')})`, () => search('quokka')],
      ['search', 'a message word (1 in 20)', () => search('bakery')],
      ['search', `a note word (1 in ${(rareNoteEvery * 5).toLocaleString('en')})`, () => search('pergola')],
      ['search', 'a word of the answers (1 in 7)', () => search('tuesday')],
      ['search', 'nothing matches', () => search('zzyzx')],
      ...reportNames.flatMap((name) =>
        [30, 90, 365].map((days): Scenario => [
          'reports',
          `${name}, ${days} days`,
          () => get(`${reportPath(name)}?from=${day(now - (days - 1) * dayMs)}&to=${day(now)}`),
        ]),
      ),
    ];
    let green = true;
    let group = '';
    for (const [kind, name, ask] of scenarios) {
      if (only && !only.includes(kind)) continue;
      if (kind !== group) console.log(`  ${kind} (bar p95 <= ${bars[kind]} ms, load ${load()})`);
      group = kind;
      await ask(requests); // warm
      times.length = 0;
      for (let i = 0; i < requests; i++) await ask(i);
      const p95 = percentile(times, 95);
      green &&= p95 <= bars[kind];
      console.log(
        `    ${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${p95 <= bars[kind] ? 'ok' : 'OVER the bar'}`,
      );
    }
    return green;
  } finally {
    await app.close();
  }
}

console.log(
  `bench:inbox on ${hostname()} (${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load ${load()}: ` +
    `${requests} requests a scenario, server time`,
);
let green = true;
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
if (engines.includes('sqlite')) {
  const dataDir = keep ? join(keep, 'sqlite') : mkdtempSync(join(tmpdir(), 'agency-bench-inbox-'));
  const sqlite = openSqlite(dataDir);
  try {
    green = await benchEngine(
      'sqlite',
      sqlite,
      async () => `${(statSync(sqlite.file).size / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await sqlite.db.destroy();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}
if (engines.includes('postgres')) {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? undefined : await startPostgresServer();
  const serverUrl = given ?? server?.url ?? '';
  const name = keep
    ? `agency_bench_keep_${leads}`
    : `agency_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  });
  try {
    const { rows: existing } = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
    if (existing.length === 0) await sql`create database ${sql.id(name)}`.execute(admin);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const postgres = openPostgres(url.toString());
    const size = async () => {
      const { rows } = await sql<{ size: string }>`
        select pg_size_pretty(pg_database_size(current_database())) as size`.execute(postgres.db);
      return rows[0]?.size ?? '';
    };
    try {
      // Not `green &&= await …`: that skipped PostgreSQL whenever SQLite missed the bar.
      const postgresGreen = await benchEngine('postgres', postgres, size);
      green &&= postgresGreen;
    } finally {
      await postgres.db.destroy();
    }
  } finally {
    if (!keep) await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    await admin.destroy();
    server?.stop();
  }
}
process.exitCode = green ? 0 : 1;
