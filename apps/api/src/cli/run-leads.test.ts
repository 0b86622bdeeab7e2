import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { engines, humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';
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
    await send(apiPaths.contactQuery, contact(3, { email: 'Person1@Example.com' }));
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

  it('exports CSV that no spreadsheet runs as a formula, and JSON', async () => {
    const csv = await run('export', '--format', 'csv');
    expect(csv.code).toBe(0);
    expect(csv.out.split('\r\n')[0]).toMatch(/^id,received_at,form,region,consent,notice_version,spam,/);
    expect(csv.out).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.out).toContain(`'@SUM(A1),'+cmd`);
    expect(csv.out).toContain(`'-1+1`);
    expect(csv.out).toContain('"multi\nline, ""quoted"""');
    expect(csv.out).not.toMatch(/(^|,)[=+@-]/m);
    const json = await run('export', '--format', 'json', '--form', 'contact');
    expect(JSON.parse(json.out)).toHaveLength(3);
  });

  it('refuses wrong usage with exit code 2 and the usage text', async () => {
    for (const argv of [
      ['export'],
      ['list', '--form', 'nope'],
      ['frobnicate'],
      ['erase'],
      ['purge', '--older-than', 'x'],
      ['list', '--bogus'],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('Usage: npm run leads -- <command>');
    }
  });

  it('erases every lead of one address, whatever its case, with a count; then purges by age', async () => {
    expect((await run('erase', '--email', 'PERSON1@example.com')).out).toBe(
      'Erased 2 submissions of person1@example.com.',
    );
    expect(await api.count()).toBe(2);
    expect((await run('purge', '--older-than', '30')).out).toMatch(/^Purged 0 submissions received before /);
    expect((await run('purge', '--older-than', '5')).out).toMatch(/^Purged 2 submissions/);
    expect(await api.count()).toBe(0);
  });

  it('runs as `npm run leads` against the configured database with real exit codes', async () => {
    const cli = join(import.meta.dirname, 'leads.ts');
    const exec = promisify(execFile);
    const env = { ...process.env, ...api.database.env, LOG_LEVEL: 'silent' };
    const listed = await exec(process.execPath, [cli, 'list'], { env });
    expect(listed.stderr).toMatch(/^\d+ leads?\n$/);
    const failed = await exec(process.execPath, [cli, 'show', 'missing'], { env }).catch(
      (e: { code: number }) => e,
    );
    expect(failed).toMatchObject({ code: 1 });
    const usage = await exec(process.execPath, [cli], { env }).catch(
      (e: { code: number; stdout: string }) => e,
    );
    expect(usage).toMatchObject({ code: 2 });
  });
});
