import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '@agency/test-receivers';
import { hashSecret } from '../staff/sign-in/staff-secrets.ts';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run staff -- …` as its own process, with only the environment the test gives. */
function runStaff(args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(import.meta.dirname, 'staff.ts'), ...args],
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

const origin = 'https://inbox.agency.example';
const linkPattern = new RegExp(`${origin.replace(/\./g, '\\.')}/enrol#([A-Za-z0-9_-]{22})\\b`);

describe.each(engines)('npm run staff on %s', (engine) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpTestServer();
    env = {
      ...database.env,
      SMTP_URL: smtp.url,
      STAFF_ORIGIN: origin,
      MAIL_FROM: 'Agency <staff@agency.example>',
    };
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.setDown(false);
  });

  const secretOf = (raw: string) => {
    const match = linkPattern.exec(raw.replace(/=\r?\n/g, ''));
    expect(match, raw).not.toBeNull();
    return match?.[1] ?? '';
  };

  it('invites: mails a single-use link whose secret is stored only as its SHA-256', async () => {
    const result = await runStaff(['invite', 'Asha@Agency.example', '--regions', 'in', '--careers'], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Mailed an enrolment link to asha@agency\.example, valid until \S+Z\.\n$/);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['asha@agency.example']);
    expect(mail?.headers.get('subject')).toBe('Your invitation to the staff inbox');
    const secret = secretOf(mail?.raw ?? '');
    const member = await database.db
      .selectFrom('staff_members')
      .selectAll()
      .where('email', '=', 'asha@agency.example')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ regions: 'in', careers: 1, admin: 0, disabled_at: null });
    const invitations = await database.db.selectFrom('staff_invitations').selectAll().execute();
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.secret_hash).toBe(hashSecret(secret));
    expect(JSON.stringify(invitations)).not.toContain(secret);
    const validity =
      Date.parse(invitations[0]?.expires_at ?? '') - Date.parse(invitations[0]?.created_at ?? '');
    expect(validity).toBe(24 * 3_600_000);
    const audit = await database.db.selectFrom('staff_audit').selectAll().execute();
    expect(audit).toMatchObject([
      { action: 'staff.invited', target_kind: 'staff', target_ref: member.id, staff_id: null },
    ]);
    expect(audit[0]?.actor).toMatch(/^cli:/);
  });

  it('refuses to invite someone already on the staff', async () => {
    const result = await runStaff(['invite', 'asha@agency.example', '--regions', 'uk'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'asha@agency.example is already a staff member: use reinvite for a new link.\n',
    );
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps nothing when the relay refuses the mail: exit 4, no member, no invitation', async () => {
    smtp.setDown(true);
    const result = await runStaff(['invite', 'ravi@agency.example', '--regions', 'in,uk', '--admin'], env);
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(
      /^The invitation could not be mailed \(.*\); it was withdrawn and ravi@agency\.example was not added\. Run the command again\.\n$/,
    );
    const rows = await database.db.selectFrom('staff_members').select('email').execute();
    expect(rows.map((row) => row.email)).toEqual(['asha@agency.example']);
    expect(await database.db.selectFrom('staff_invitations').selectAll().execute()).toHaveLength(1);
  });

  it('reinvites: a new link, and the earlier link, passkeys and sessions stop working', async () => {
    const member = await database.db
      .selectFrom('staff_members')
      .select('id')
      .where('email', '=', 'asha@agency.example')
      .executeTakeFirstOrThrow();
    const before = await database.db.selectFrom('staff_invitations').select('secret_hash').execute();
    await database.db
      .insertInto('staff_passkeys')
      .values({
        credential_id: 'lost-device',
        staff_id: member.id,
        public_key: Buffer.from([1, 2, 3]),
        counter: 0,
        transports: 'internal',
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .execute();
    const result = await runStaff(['reinvite', 'asha@agency.example'], env);
    expect(result.code).toBe(0);
    const secret = secretOf(smtp.received[0]?.raw ?? '');
    const after = await database.db.selectFrom('staff_invitations').select('secret_hash').execute();
    expect(after).toEqual([{ secret_hash: hashSecret(secret) }]);
    expect(after).not.toEqual(before);
    expect(await database.db.selectFrom('staff_passkeys').selectAll().execute()).toEqual([]);
  });

  it('disables: every session of theirs ends at once, and list says so', async () => {
    const member = await database.db
      .selectFrom('staff_members')
      .select('id')
      .where('email', '=', 'asha@agency.example')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    for (const n of [1, 2])
      await database.db
        .insertInto('staff_sessions')
        .values({
          id: `s${n}`,
          token_hash: hashSecret(`token${n}`),
          staff_id: member.id,
          created_at: now,
          last_seen_at: now,
          expires_at: now,
          from_address: '127.0.0.1',
          user_agent: 'test',
        })
        .execute();
    const result = await runStaff(['disable', 'asha@agency.example'], env);
    expect(result).toMatchObject({
      code: 0,
      stdout: 'Disabled asha@agency.example; their sessions have ended.\n',
    });
    expect(await database.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom('staff_invitations').selectAll().execute()).toEqual([]);
    const list = await runStaff(['list'], env);
    expect(list.stdout).toMatch(/^asha@agency\.example\tin\tcareers\tdisabled \S+Z\n$/);
    expect(list.stderr).toBe('1 staff member\n');
    const reinvited = await runStaff(['reinvite', 'asha@agency.example'], env);
    expect(reinvited).toMatchObject({
      code: 2,
      stderr: 'asha@agency.example is disabled: nothing was sent.\n',
    });
  });

  it('exits 1 for someone not on the staff', async () => {
    const result = await runStaff(['disable', 'nobody@agency.example'], env);
    expect(result).toMatchObject({ code: 1, stderr: 'No staff member nobody@agency.example.\n' });
  });
});

describe('npm run staff before any database', () => {
  it('reads the command line first, and never creates a database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-staff-cli-'));
    try {
      const usage = await runStaff(['invite', 'a@agency.example', '--regions', 'fr'], { DATA_DIR: dataDir });
      expect(usage.code).toBe(2);
      expect(usage.stderr).toMatch(/^--regions must list in, uk, not "fr"\n\nUsage: npm run staff/);
      const missing = await runStaff(['list'], { DATA_DIR: dataDir });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/^No database at /);
      expect(existsSync(join(dataDir, 'agency.sqlite'))).toBe(false);
      const noSmtp = await runStaff(['invite', 'a@agency.example', '--regions', 'in'], {
        DATA_DIR: dataDir,
        STAFF_ORIGIN: origin,
      });
      expect(noSmtp).toMatchObject({
        code: 2,
        stderr: 'SMTP_URL is not set: an invitation can only be mailed. Nothing was changed.\n',
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
