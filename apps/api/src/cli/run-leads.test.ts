import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import { multipartBody } from '../test-support/multipart.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { engines, humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';
import { runCliProcess } from './run-cli-process.ts';
import { runLeads } from './run-leads.ts';

const contact = (n: number, extra: Record<string, string> = {}) => ({
  username: `Person ${n}`,
  email: `person${n}@example.com`,
  phone: '9876543210',
  message: `Message ${n}`,
  ...extra,
});

describe.each(engines)('npm run leads on %s', (engine) => {
  let api: TestApi;
  const ids: string[] = [];
  beforeAll(async () => {
    api = await startTestApi(engine);
    const send = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await api.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: { ...humanHeaders(), ...headers },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    };
    await send(apiPaths.contactQuery, contact(1));
    await send(apiPaths.contactQuery, contact(2, { message: '=HYPERLINK("http://evil.example","x")' }), {
      'x-site-region': 'uk',
    });
    await send(
      apiPaths.contactQuery,
      contact(3, { email: 'Person1@Example.com', message: 'Two lines\n=1+1 without a comma' }),
    );
    await send(apiPaths.ukProjectEnquiry, {
      name: '@SUM(A1)',
      business: '+cmd',
      email: 'tom@example.co.uk',
      phone: '-1+1',
      projectType: 'Marketing',
      message: 'multi\nline, "quoted"',
      heardFrom: '',
      consent: true,
    });
  });
  afterAll(() => api.close());

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeads(argv, {
      db: api.db,
      engine,
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      now: () => new Date(Date.now() + 10 * 86_400_000),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('lists leads newest first, filtered by form, region and time', async () => {
    const all = await run('list');
    expect(all.code).toBe(0);
    expect(all.out.split('\n')).toHaveLength(4);
    expect(all.err).toBe('4 leads');
    expect((await run('list', '--form', 'uk-enquiry')).out).toContain('@SUM(A1)\ttom@example.co.uk');
    const uk = await run('list', '--region', 'uk');
    expect(uk.out.split('\n').map((l) => l.split('\t')[0])).toEqual([ids[3], ids[1]]);
    expect((await run('list', '--since', '2999-01-01')).err).toBe('0 leads');
    expect((await run('list', '--spam')).err).toBe('0 suspected spam');
  });

  it('shows one lead with every field, and says when there is none', async () => {
    const shown = await run('show', ids[0] as string);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out)).toMatchObject({
      id: ids[0],
      form: 'contact',
      region: 'in',
      body: contact(1),
    });
    const missing = await run('show', 'no-such-id');
    expect(missing).toMatchObject({ code: 1, err: 'No lead with id no-such-id.' });
  });

  it("writes a job application's CV to a new file byte for byte, and names it in show as the server does", async () => {
    const pdf = samplePdf({ marker: 'CLI copy' });
    const { payload, contentType } = await multipartBody(
      { ...sampleBodies['job-application'], email: `cv-cli-${engine}@example.com` },
      { name: 'Anita – CV\u202Efdp.exe', bytes: pdf },
    );
    const { 'content-type': _json, ...headers } = humanHeaders();
    const applied = await api.app.inject({
      method: 'POST',
      url: apiPaths.jobApplication,
      payload,
      headers: { ...headers, 'content-type': contentType, accept: 'application/json' },
    });
    const { id } = applied.json<{ id: string }>();
    const dir = mkdtempSync(join(tmpdir(), 'agency-cv-'));
    try {
      const out = join(dir, 'written.pdf');
      const written = await run('cv', id, '--out', out);
      expect(written).toMatchObject({
        code: 0,
        out: `Wrote ${pdf.length} bytes to ${out}: cv-${id}.pdf, the CV of ${id} (application/pdf), sent as "Anita – CVfdp.exe".`,
      });
      expect(Buffer.compare(readFileSync(out), Buffer.from(pdf))).toBe(0);
      expect(statSync(out).mode & 0o777).toBe(0o600);
      expect(await run('cv', id, '--out', out)).toMatchObject({
        code: 2,
        err: `${out} already exists: choose a new file name.`,
      });
      expect(await run('cv', ids[0] as string, '--out', join(dir, 'none.pdf'))).toMatchObject({
        code: 1,
        err: `No CV for ${ids[0]}: no such lead, or it is not a job application.`,
      });
      expect(JSON.parse((await run('show', id)).out).cv).toEqual({
        fileName: `cv-${id}.pdf`,
        sentAs: 'Anita – CVfdp.exe',
        mediaType: 'application/pdf',
        size: pdf.length,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await api.db.deleteFrom('submissions').where('id', '=', id).execute();
    }
  });

  it('exports CSV that no spreadsheet runs as a formula, and JSON', async () => {
    const csv = await run('export', '--format', 'csv');
    expect(csv.code).toBe(0);
    expect(csv.out.split('\r\n')[0]).toMatch(/^id,received_at,form,region,consent,notice_version,spam,/);
    expect(csv.out).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.out).toContain(`'@SUM(A1),'+cmd`);
    expect(csv.out).toContain(`'-1+1`);
    expect(csv.out).toContain('"multi\nline, ""quoted"""');
    expect(csv.out).not.toMatch(/(^|,)[=+@-]/m);
    // Read back as a spreadsheet would: one record per lead, every line of a cell inert.
    const records = parse(csv.out) as string[][];
    expect(records).toHaveLength(5);
    expect(records.find((r) => r[0] === ids[2])).toContain("Two lines\n'=1+1 without a comma");
    const json = await run('export', '--format', 'json', '--form', 'contact');
    expect(JSON.parse(json.out)).toHaveLength(3);
    // As its own process: the export ends with the last record's CRLF, no blank line after it.
    const printed = await runCliProcess(['export', '--format', 'csv'], api.database.env);
    expect(printed).toMatchObject({ code: 0, stdout: csv.out });
    expect(printed.stdout).toMatch(/[^\n]\r\n$/);
  }, 120_000);

  it('refuses wrong usage with exit code 2, the reason and the usage text, and changes nothing', async () => {
    const cases: [string[], string][] = [
      [[], 'No command given.'],
      [['frobnicate'], 'Unknown command: frobnicate'],
      [['list', '--bogus'], "list: Unknown option '--bogus'"],
      [
        ['list', '--form', 'nope'],
        '--form must be one of proposal, contact, uk-enquiry, job-application, not "nope"',
      ],
      [['list', '--region', 'fr'], '--region must be one of in, uk, not "fr"'],
      [['list', '--since', 'yesterday'], '--since: not a date: yesterday'],
      [['list', 'extra'], 'list takes no arguments, only options; unexpected: extra'],
      [['list', '--format', 'csv'], "list: Unknown option '--format'"],
      [['export'], 'export needs --format csv or --format json'],
      [['cv', 'some-id'], 'cv needs --out <file>: the CV is written there, never to the terminal'],
      [['cv', '--out', 'x.pdf'], 'cv needs exactly one id'],
      [['export', '--format', 'xml'], 'export needs --format csv or --format json'],
      [['export', '--format'], "export: Option '--format <value>' argument missing"],
      [['show'], 'show needs exactly one id'],
      [['show', 'a', 'b'], 'show needs exactly one id'],
      [['release'], 'release needs exactly one id'],
      [['release', 'x', '--spam'], "release: Unknown option '--spam'"],
      [['erase'], 'erase needs exactly one email address'],
      [['erase', 'person1'], 'erase: not an email address: person1'],
      [['erase', 'a@example.com', '--email', 'b@example.com'], 'erase needs exactly one email address'],
      [['purge'], 'purge needs --older-than <days>'],
      [['purge', '--older-than', 'x'], '--older-than must be a whole number of days, not "x"'],
      [['purge', '--older-than', '-1'], "purge: Option '--older-than' argument is ambiguous"],
      [['purge', '--older-than=-1'], '--older-than must be a whole number of days, not "-1"'],
      [['purge', '--older-than', '1.5'], '--older-than must be a whole number of days, not "1.5"'],
      [
        ['purge', '--older-than', '99999999999'],
        '--older-than 99999999999 is out of range: at most 36500 days',
      ],
      [['purge', '--older-than', '36501'], '--older-than 36501 is out of range: at most 36500 days'],
      [['purge', '--older-than', '5', '--spam'], "purge: Unknown option '--spam'"],
    ];
    for (const [argv, reason] of cases) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.out, argv.join(' ')).toBe('');
      expect(result.err.split('\n')[0], argv.join(' ')).toContain(reason);
      expect(result.err, argv.join(' ')).toContain('Usage: npm run leads -- <command>');
    }
    expect(await api.count()).toBe(4);
  });

  it('prints the usage on help, exit 0', async () => {
    for (const word of ['help', '--help', '-h']) {
      const result = await run(word);
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).toMatch(/^Usage: npm run leads -- <command>/);
    }
  });

  it('erases every lead of one address, whatever its case, with a count; then purges by age', async () => {
    expect((await run('erase', 'PERSON1@example.com')).out).toBe(
      'Erased 2 submissions of person1@example.com.',
    );
    expect(await api.count()).toBe(2);
    expect((await run('erase', '--email', 'person2@example.com')).out).toBe(
      'Erased 1 submission of person2@example.com.',
    );
    expect((await run('erase', 'person2@example.com')).out).toBe(
      'Erased 0 submissions of person2@example.com.',
    );
    expect(await api.count()).toBe(1);
    expect((await run('purge', '--older-than', '30')).out).toMatch(/^Purged 0 submissions received before /);
    expect((await run('purge', '--older-than', '36500')).out).toMatch(
      /^Purged 0 submissions received before 19/,
    );
    expect((await run('purge', '--older-than', '5')).out).toMatch(/^Purged 1 submission received/);
    expect(await api.count()).toBe(0);
  });

  it('runs as `npm run leads` against the configured database with real exit codes', async () => {
    const env = api.database.env;
    const listed = await runCliProcess(['list'], env);
    expect(listed).toMatchObject({ code: 0, stderr: expect.stringMatching(/^\d+ leads?\n$/) });
    expect(await runCliProcess(['show', 'missing'], env)).toMatchObject({ code: 1 });
    const outOfRange = await runCliProcess(['purge', '--older-than', '99999999999'], env);
    expect(outOfRange.code).toBe(2);
    expect(outOfRange.stderr).toMatch(
      /^--older-than 99999999999 is out of range: at most 36500 days\n\nUsage:/,
    );
  }, 120_000);
});

describe('npm run leads without a database', () => {
  it('on SQLite: refuses, exit 2, and creates neither the database nor its directory', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'agency-cli-'));
    try {
      const dataDir = join(parent, 'mistyped');
      for (const args of [['erase', 'someone@example.com'], ['list']]) {
        const result = await runCliProcess(args, { DATA_DIR: dataDir });
        expect(result.code, args.join(' ')).toBe(2);
        expect(result.stderr).toBe(
          `No database at ${join(dataDir, 'agency.sqlite')}. Check DATA_DIR (or DATABASE_URL); the server creates the database on its first start.\n`,
        );
        expect(existsSync(dataDir)).toBe(false);
      }
      // A usage error is reported as such, before any database is looked for.
      const usage = await runCliProcess(['frobnicate'], { DATA_DIR: dataDir });
      expect(usage).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^Unknown command: frobnicate\n\nUsage:/),
      });
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);

  it('on PostgreSQL: refuses a database without the leads tables, exit 2, and leaves it empty', async () => {
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    const name = `agency_empty_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(inject('postgresUrl'));
      url.pathname = `/${name}`;
      const result = await runCliProcess(['erase', 'someone@example.com'], { DATABASE_URL: url.toString() });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(
        /^The database at postgresql:\/\/127\.0\.0\.1:\d+\/agency_empty_\w+ has no leads tables\./,
      );
      const empty = new pg.Client({ connectionString: url.toString() });
      await empty.connect();
      const tables = await empty.query(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      await empty.end();
      expect(tables.rows[0]).toEqual({ n: 0 });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
