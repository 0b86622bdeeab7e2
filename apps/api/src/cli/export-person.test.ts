import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rightsPaths, type RightsExport } from '@agency/staff-contract';
import { seedConversation } from '../test-support/seed-conversation.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { engines } from '../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../test-support/test-staff.ts';
import { runLeads } from './run-leads.ts';

describe.each(engines)('npm run leads -- export-person on %s', (engine) => {
  let staff: TestStaff;
  let application: string;
  const dir = mkdtempSync(join(tmpdir(), 'agency-export-person-'));
  beforeAll(async () => {
    staff = await startTestStaff(engine);
    application = await seedLead(staff.db, {
      form: 'job-application',
      region: 'in',
      email: 'priya@example.com',
      cv: { fileName: 'Priya CV.pdf', mediaType: 'application/pdf', content: Buffer.from('%PDF-1.4 Priya') },
    });
    await seedConversation(staff.db, application, staff.clock.now);
  });
  afterAll(async () => {
    await staff.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeads(argv, {
      db: staff.db,
      engine,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      now: () => new Date(staff.clock.now),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('writes the very ZIP the inbox downloads, byte for byte, to a new file of its owner alone', async () => {
    const file = join(dir, 'priya.zip');
    const written = await run('export-person', 'Priya@Example.com', '--out', file);
    expect(written).toEqual({
      code: 0,
      out: `Wrote everything held about priya@example.com to ${file}: 1 lead, personal-data.json and 2 files.`,
      err: '',
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const files = unzipSync(new Uint8Array(readFileSync(file)));
    const described = JSON.parse(Buffer.from(files['personal-data.json'] ?? []).toString()) as RightsExport;
    expect(described.leads[0]?.cv?.sentAs).toBe('Priya CV.pdf');
    expect(described.leads[0]?.conversation.messagesIn).toHaveLength(1);

    const admin = await staff.enrol(
      await staff.inviteMember('boss@agency.example', ['in', 'uk'], { careers: true, admin: true }),
    );
    const options = await staff.post(rightsPaths.reauthOptions, undefined, { cookie: admin.cookie });
    await staff.post(
      rightsPaths.reauthVerify,
      { response: admin.authenticator.get(options.json()) },
      { cookie: admin.cookie },
    );
    const downloaded = await staff.post(
      rightsPaths.export,
      { email: 'priya@example.com' },
      { cookie: admin.cookie },
    );
    expect(downloaded.rawPayload.equals(readFileSync(file))).toBe(true);
  });

  it('writes nothing for an address nothing is held about, nor over a file that exists', async () => {
    const none = join(dir, 'nobody.zip');
    expect(await run('export-person', 'nobody@example.com', '--out', none)).toMatchObject({ code: 1 });
    expect(() => statSync(none)).toThrow();
    const taken = join(dir, 'priya.zip');
    expect(await run('export-person', 'priya@example.com', '--out', taken)).toMatchObject({
      code: 2,
      err: `${taken} already exists: choose a new file name.`,
    });
    expect(await run('export-person', 'priya@example.com')).toMatchObject({ code: 2 });
  });
});
