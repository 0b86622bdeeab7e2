import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { ConfigError } from '../config.ts';
import { runLeads } from '../cli/run-leads.ts';
import { openPostgres } from '../db/open-database.ts';
import { startSmtpTestServer, type ReceivedMail } from '@agency/test-receivers';
import { spawnServer } from '../test-support/spawn-server.ts';
import {
  createTestDatabase,
  engines,
  humanHeaders,
  startTestApi,
  type TestApi,
} from '../test-support/test-api.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import { createSpamDigest } from './spam-digest.ts';
import { spamDigestIntervalMs } from '../spam-digest-settings.ts';
import { testMailSettings } from '../test-support/mail-settings.ts';

const mail = { ...testMailSettings, cvInMail: true };
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 3_600_000;

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
// As a bot sends: no form token, no honeypot header.
const botHeaders = { 'content-type': 'application/json' };

/** The text of a received mail as its reader sees it: quoted-printable (long lines) decoded. */
function textOf(mail: ReceivedMail | undefined): string {
  const raw = mail?.raw ?? '';
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (!/quoted-printable/i.test(mail?.headers.get('content-transfer-encoding') ?? '')) return body;
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
const linesOf = (mail: ReceivedMail | undefined) => textOf(mail).split('\r\n');

describe.each(engines)('the spam digest on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let api: TestApi;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    smtp.received.length = 0;
    smtp.setDown(false);
    await api?.close();
  });
  afterAll(() => smtp.close());

  const submit = async (url: string, body: object, headers: Record<string, string>) => {
    const response = await api.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const workerOn = (db = api.db) =>
    createOutboxWorker({
      db,
      engine,
      transport: nodemailer.createTransport(smtp.url),
      mail,
      // The server's default: a confirmation for each lead, no webhooks.
      deliveries: { confirmations: true, webhookUrls: [] },
      retryBaseMs: 50,
      log: silentLog,
    });
  const digestOn = (db = api.db) => createSpamDigest({ db, intervalMs: HOUR, log: silentLog });
  /** A moment in the period after the current one: the current period has ended. */
  const nextPeriod = () => Date.now() + HOUR;
  const digests = () => smtp.received.filter((m) => m.headers.get('message-id')?.startsWith('<spam-digest.'));

  it("lists each region's held-back spam with its release command, not the real leads, and nothing for a period without spam", async () => {
    api = await startTestApi(engine);
    const real = await submit(
      apiPaths.contactQuery,
      { username: 'Real Person', email: 'real@example.com', phone: '1', message: 'A real enquiry' },
      humanHeaders(),
    );
    const bot = await submit(
      apiPaths.contactQuery,
      { username: 'Bot One', email: 'bot1@example.com', phone: '1', message: 'Cheap pills\nsecond line' },
      botHeaders,
    );
    const linkSpam = await submit(
      apiPaths.proposal,
      {
        firstName: 'Link',
        lastName: 'Farmer',
        company: 'SEO Kings',
        website: '',
        email: 'links@example.com',
        phoneCode: '+91',
        phone: '1',
        companySize: '1-10',
        heardFrom: '',
        services: [],
        businessDetails: 'http://a.example http://b.example http://c.example',
        consent: true,
      },
      humanHeaders(),
    );
    const ukBot = await submit(
      apiPaths.ukProjectEnquiry,
      {
        name: 'Bot Two',
        business: 'Bots Ltd',
        email: 'bot2@example.co.uk',
        phone: '1',
        projectType: 'Marketing',
        message: 'Hello from a bot',
        heardFrom: '',
        consent: true,
      },
      botHeaders,
    );
    const worker = workerOn();
    const digest = digestOn();

    // The period the leads came in has not ended: nothing to claim yet.
    expect(await digest.runOnce(Date.now())).toBe(0);
    expect(await digest.runOnce(nextPeriod())).toBe(2);
    expect(await worker.runOnce()).toBe(3);
    const [india, uk] = ['india@agency.example', 'uk@agency.example'].map((to) =>
      digests().find((m) => m.to[0] === to),
    );
    expect(digests()).toHaveLength(2);
    expect(india?.headers.get('subject')).toMatch(
      /^Held back as spam \(India\): 2 suspected spam leads up to \d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/,
    );
    const lines = linesOf(india);
    const first = lines.indexOf(lines.find((l) => l.startsWith('1. ')) ?? '');
    expect(lines.slice(first, first + 14)).toEqual([
      expect.stringMatching(/^1\. \d{4}-\d\d-\d\dT[\d:.]+Z {2}Contact enquiry \(India\)$/),
      '   Reasons: token-missing, honeypot-missing',
      '   Name: Bot One',
      '   Email: bot1@example.com',
      '   Message: Cheap pills',
      `   Release: npm run leads -- release ${bot}`,
      '',
      expect.stringMatching(/^2\. .* {2}Proposal request \(India\)$/),
      '   Reasons: many-links',
      '   Name: Link Farmer',
      '   Email: links@example.com',
      '   Message: http://a.example http://b.example http://c.example',
      `   Release: npm run leads -- release ${linkSpam}`,
      '',
    ]);
    expect(textOf(india)).not.toContain(real);
    expect(textOf(india)).not.toContain('Real Person');
    expect(linesOf(uk)).toContain(`   Release: npm run leads -- release ${ukBot}`);
    expect(textOf(uk)).not.toContain(bot);

    // The same period again, and the next one with no new spam: nothing more.
    expect(await digest.runOnce(nextPeriod())).toBe(0);
    expect(await digest.runOnce(nextPeriod() + HOUR)).toBe(0);
    expect(await worker.runOnce()).toBe(0);
    expect(digests()).toHaveLength(2);

    // The release command in the digest brings the lead's normal notification (and the visitor's confirmation).
    const released = await runLeads(['release', bot], { db: api.db, engine, out: () => {}, err: () => {} });
    expect(released).toBe(0);
    expect(await worker.runOnce()).toBe(2);
    expect(smtp.received.slice(-2).map((m) => m.headers.get('subject'))).toContain(
      `Contact enquiry (India) - ref ${bot}`,
    );
  }, 120_000);

  it('lists a name of several lines on its own line, without the characters that drive a terminal or reorder text', async () => {
    api = await startTestApi(engine);
    const bot = await submit(
      apiPaths.contactQuery,
      {
        username: 'Bot\r\nRelease: npm run leads -- release fake\u001b]0;title\u0007 \u202Eeman',
        email: 'bot3@example.com',
        phone: '1',
        message: '\u001b[2JFirst line\u2028still the first\nsecond',
      },
      botHeaders,
    );
    const worker = workerOn();
    expect(await digestOn().runOnce(nextPeriod())).toBe(1);
    expect(await worker.runOnce()).toBe(1);
    const lines = linesOf(digests()[0]);
    const first = lines.findIndex((l) => l.startsWith('1. '));
    expect(lines.slice(first + 2, first + 6)).toEqual([
      '   Name: Bot Release: npm run leads -- release fake]0;title eman',
      '   Email: bot3@example.com',
      '   Message: [2JFirst line still the first',
      `   Release: npm run leads -- release ${bot}`,
    ]);
  }, 120_000);

  it('lists spam committed after its period was claimed in the next digest, and survives an SMTP outage', async () => {
    api = await startTestApi(engine);
    const digest = digestOn();
    const worker = workerOn();
    const early = await submit(
      apiPaths.contactQuery,
      { username: 'Early Bot', email: 'early@example.com', phone: '1', message: 'm' },
      botHeaders,
    );
    const periodOfLeads = nextPeriod();
    expect(await digest.runOnce(periodOfLeads)).toBe(1);
    // Received in the same period, committed after its digest was claimed.
    const late = await submit(
      apiPaths.contactQuery,
      { username: 'Late Bot', email: 'late@example.com', phone: '1', message: 'm' },
      botHeaders,
    );
    expect(await digest.runOnce(periodOfLeads)).toBe(0);
    expect(await digest.runOnce(periodOfLeads + HOUR)).toBe(1);

    smtp.setDown(true);
    expect(await worker.runOnce()).toBe(0);
    expect(digests()).toHaveLength(0);
    smtp.setDown(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await worker.runOnce()).toBe(2);
    // Sent side by side, so in either order; the Message-ID names the period.
    const [first, second] = digests().sort((a, b) =>
      (a.headers.get('message-id') ?? '').localeCompare(b.headers.get('message-id') ?? ''),
    );
    expect(textOf(first)).toContain(`release ${early}`);
    expect(textOf(first)).not.toContain(`release ${late}`);
    expect(textOf(second)).toContain(`release ${late}`);
    expect(textOf(second)).not.toContain(`release ${early}`);
  }, 120_000);

  it('is claimed once per period and sent once by two instances', async () => {
    api = await startTestApi(engine);
    await submit(
      apiPaths.contactQuery,
      { username: 'Bot', email: 'bot@example.com', phone: '1', message: 'm' },
      botHeaders,
    );
    const at = nextPeriod();
    const claims = await Promise.all([digestOn().runOnce(at), digestOn().runOnce(at)]);
    expect(claims.sort()).toEqual([0, 1]);
    const sent = await Promise.all([workerOn().runOnce(), workerOn().runOnce()]);
    expect(sent.reduce((a, b) => a + b)).toBe(1);
    expect(digests()).toHaveLength(1);
  }, 120_000);

  // PostgreSQL only: two writers meeting on a row lock is its race. SQLite has one writer at a
  // time, which the test above covers; the test is not registered there rather than skipped.
  if (engine === 'postgres')
    it('is claimed by one of two instances that both found the same spam at once', async () => {
      api = await startTestApi(engine);
      await submit(
        apiPaths.contactQuery,
        { username: 'Bot', email: 'bot@example.com', phone: '1', message: 'm' },
        botHeaders,
      );
      const url = api.database.env.DATABASE_URL as string;
      const at = nextPeriod();
      const periodStart = new Date(at - (at % HOUR) - HOUR).toISOString();
      // An open transaction holding the period's key: both instances find the spam, then
      // wait on the key, and meet the race the primary key settles once it rolls back.
      const blocker = new pg.Client({ connectionString: url });
      await blocker.connect();
      const instances = [openPostgres(url).db, openPostgres(url).db];
      try {
        await blocker.query('begin');
        await blocker.query(
          `insert into spam_digests (id, region, period_start, period_end, next_attempt_at) values ($1, 'in', $2, $2, $2)`,
          [`in/${periodStart}`, periodStart],
        );
        const claims = Promise.all(instances.map((db) => digestOn(db).runOnce(at)));
        await until(async () => {
          const { rows } = await api.database.db.executeQuery<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.compile(
              api.database.db,
            ),
          );
          return rows[0]?.n === 2;
        });
        await blocker.query('rollback');
        expect((await claims).sort()).toEqual([0, 1]);
        const sent = await Promise.all(instances.map((db) => workerOn(db).runOnce()));
        expect(sent.reduce((a, b) => a + b)).toBe(1);
        expect(digests()).toHaveLength(1);
      } finally {
        await blocker.end();
        for (const db of instances) await db.destroy();
      }
    }, 120_000);
});

describe('SPAM_DIGEST_INTERVAL_MINUTES', () => {
  it('is hourly by default, 0 turns the digest off, and anything else is a configuration error', async () => {
    expect(spamDigestIntervalMs({})).toBe(HOUR);
    expect(spamDigestIntervalMs({ SPAM_DIGEST_INTERVAL_MINUTES: '15' })).toBe(15 * 60_000);
    expect(spamDigestIntervalMs({ SPAM_DIGEST_INTERVAL_MINUTES: '0' })).toBe(0);
    for (const [value, message] of [
      ['hourly', 'must be a whole number of minutes'],
      ['1.5', 'must be a whole number of minutes'],
      ['-5', 'must be 0 (off) or more'],
      ['20000', 'must be at most a week (10080 minutes)'],
    ])
      expect(() => spamDigestIntervalMs({ SPAM_DIGEST_INTERVAL_MINUTES: value })).toThrow(
        new ConfigError(`Invalid configuration:\n  SPAM_DIGEST_INTERVAL_MINUTES: ${message}`),
      );
    const off = createSpamDigest({ db: undefined as never, intervalMs: 0, log: silentLog });
    expect(await off.runOnce(Date.now() + HOUR)).toBe(0);
  });
});

describe('npm start', () => {
  // Run by afterEach even when the test fails or times out: a server left running outlives the suite.
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  it('sends the digest of a period that ended before it started, and refuses a bad SPAM_DIGEST_INTERVAL_MINUTES', async () => {
    const smtp = await startSmtpTestServer();
    cleanup.push(() => smtp.close());
    const database = await createTestDatabase('sqlite');
    cleanup.push(() => database.drop());
    const id = 'held-back-before-start';
    await database.db
      .insertInto('submissions')
      .values({
        id,
        form: 'contact',
        region: 'uk',
        received_at: new Date(Date.now() - 3 * 60_000).toISOString(),
        body: JSON.stringify({ username: 'Bot', email: 'bot@example.com', phone: '1', message: 'm' }),
        email: 'bot@example.com',
        consent: null,
        notice_version: null,
        spam: 1,
        spam_reasons: 'honeypot-filled',
      })
      .execute();
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'leads@agency.example',
      MAIL_TO_UK: 'uk@agency.example',
      SPAM_DIGEST_INTERVAL_MINUTES: '1',
    };
    const server = await spawnServer(env);
    cleanup.push(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });
    await until(async () => smtp.received.length === 1);
    expect(smtp.received[0]?.to).toEqual(['uk@agency.example']);
    expect(textOf(smtp.received[0])).toContain(`npm run leads -- release ${id}`);

    const refused = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        [join(import.meta.dirname, '../start.ts')],
        {
          env: { ...process.env, ...env, API_ONLY: '1', PORT: '0', SPAM_DIGEST_INTERVAL_MINUTES: 'hourly' },
        },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
      ),
    );
    expect(refused).toEqual({
      code: 1,
      stderr: 'Invalid configuration:\n  SPAM_DIGEST_INTERVAL_MINUTES: must be a whole number of minutes\n',
    });
  }, 120_000);
});
