import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadWorkPaths,
  reauthValidityMinutes,
  rightsPaths,
  type RightsExport,
  type RightsFound,
} from '@agency/staff-contract';
import { engines } from '../test-support/test-api.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { fileInbound } from '../test-support/reply-fixtures.ts';
import { startTestStaff, type TestStaff } from '../test-support/test-staff.ts';
import type { SoftwareAuthenticator } from '../test-support/software-authenticator.ts';
import { reauthNeededMessage } from './staff-rights-routes.ts';

describe.each(engines)('a person’s rights through the staff API on %s', (engine) => {
  let staff: TestStaff;
  let admin: { authenticator: SoftwareAuthenticator; cookie: string };
  let other: { authenticator: SoftwareAuthenticator; cookie: string };
  let enquiry: string;
  let application: string;
  let kept: string;
  const person = { email: 'Priya@Example.com' };

  beforeAll(async () => {
    staff = await startTestStaff(engine, { listen: true });
    enquiry = await seedLead(staff.db, { form: 'contact', region: 'in', email: 'priya@example.com' });
    application = await seedLead(staff.db, {
      form: 'job-application',
      region: 'uk',
      email: 'priya@example.com',
      // Newer than seedLead's default (an hour before the clock).
      receivedAt: new Date(staff.clock.now).toISOString(),
      cv: { fileName: 'cv.pdf', mediaType: 'application/pdf', content: Buffer.from('%PDF-1.4 Priya') },
    });
    kept = await seedLead(staff.db, { form: 'contact', region: 'in', email: 'asha@example.com' });
    admin = await staff.enrol(await staff.inviteMember('ravi@agency.example', ['in'], { admin: true }));
    other = await staff.enrol(
      await staff.inviteMember('sales@agency.example', ['in', 'uk'], { careers: true }),
    );
    await staff.post(leadWorkPaths.notes(enquiry), { text: 'Wants a call back' }, { cookie: other.cookie });
    await fileInbound(staff.db, enquiry, {
      at: new Date(staff.clock.now).toISOString(),
      body: 'Call me on Friday.',
    });
  });
  afterAll(() => staff.close());

  const reauth = async (who: { authenticator: SoftwareAuthenticator; cookie: string }, signer = who) => {
    const options = await staff.post(rightsPaths.reauthOptions, undefined, { cookie: who.cookie });
    expect(options.statusCode).toBe(200);
    return staff.post(
      rightsPaths.reauthVerify,
      { response: signer.authenticator.get(options.json()) },
      { cookie: who.cookie },
    );
  };

  it('finds everything held about an address given in the body, for admins only', async () => {
    const found = await staff.post(rightsPaths.find, person, { cookie: admin.cookie });
    expect(found.statusCode).toBe(200);
    expect(found.json<RightsFound>().leads.map((lead) => [lead.reference, lead.region])).toEqual([
      [application, 'uk'],
      [enquiry, 'in'],
    ]);
    expect((await staff.post(rightsPaths.find, person, { cookie: other.cookie })).statusCode).toBe(404);
  });

  it('exports and erases only after the passkey is proved again, within minutes', async () => {
    for (const path of [rightsPaths.export, rightsPaths.erase]) {
      const refused = await staff.post(path, person, { cookie: admin.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: reauthNeededMessage });
    }
    // Someone else's passkey proves nothing about this session.
    expect((await reauth(admin, other)).statusCode).toBe(401);
    expect((await staff.post(rightsPaths.export, person, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await reauth(admin)).statusCode).toBe(204);
    staff.clock.now += reauthValidityMinutes * 60_000;
    expect((await staff.post(rightsPaths.export, person, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await reauth(admin)).statusCode).toBe(204);
  });

  it('exports it as JSON: each lead, its CV by name, and what staff did with it', async () => {
    const exported = await staff.post(rightsPaths.export, person, { cookie: admin.cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="personal-data.json"');
    const body = exported.json<RightsExport>();
    expect(body.email).toBe('priya@example.com');
    expect(body.leads.map((lead) => lead.reference)).toEqual([application, enquiry]);
    expect(body.leads[0]?.cv).toEqual({ fileName: 'cv.pdf', mediaType: 'application/pdf', size: 14 });
    expect(body.leads[1]?.work.notes.map((note) => note.text)).toEqual(['Wants a call back']);
    expect(body.leads[1]?.fields).toMatchObject({ username: 'Asha Verma', email: 'priya@example.com' });
    // Her messages are hers too.
    expect(body.leads[1]?.messages).toMatchObject([{ kind: 'inbound', body: 'Call me on Friday.' }]);
    expect(body.leads[0]?.messages).toEqual([]);
  });

  it('erases it with the CLI’s erase: no lead row, no CV, no note left; others kept', async () => {
    const erased = await staff.post(rightsPaths.erase, person, { cookie: admin.cookie });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: 2, references: [application, enquiry] });
    const left = await staff.db.selectFrom('submissions').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([kept]);
    for (const table of ['cv_files', 'lead_notes', 'lead_states', 'lead_status_changes'] as const)
      expect(
        await staff.db
          .selectFrom(table)
          .selectAll()
          .where('submission_id', 'in', [enquiry, application])
          .execute(),
      ).toEqual([]);
  });

  it('audits by the leads’ references, never the person', async () => {
    const rows = await staff.db
      .selectFrom('staff_audit')
      .select(['action', 'target_ref'])
      .where('action', 'like', 'rights.%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'rights.searched', target_ref: null },
      { action: 'rights.exported', target_ref: application },
      { action: 'rights.exported', target_ref: enquiry },
      { action: 'rights.erased', target_ref: application },
      { action: 'rights.erased', target_ref: enquiry },
    ]);
    const all = JSON.stringify(await staff.db.selectFrom('staff_audit').selectAll().execute());
    expect(all).not.toMatch(/priya/i);
  });
});
