import nodemailer from 'nodemailer';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '@agency/test-receivers';
import {
  adminPaths,
  failureActions,
  leadWorkPaths,
  rightsPaths,
  staffApiPaths,
  type AuditPage,
  type RightsExport,
  type RightsFound,
  type StaffPeople,
  type StaffPerson,
} from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import type { SoftwareAuthenticator } from '../../test-support/software-authenticator.ts';
import { nothingHeldMessage } from '../leads/staff-rights-routes.ts';
import { beyondYourAccessMessage, noSuchPersonMessage } from './staff-people-routes.ts';
import { noSuchLeadMessage } from '../leads/scoped-lead.ts';

type Member = { authenticator: SoftwareAuthenticator; cookie: string };

describe.each(engines)('an admin acts only within their own regions and permissions, on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let staff: TestStaff;
  let boss: Member;
  let india: Member;
  let ids: Record<string, string>;
  let ukApplication: string;
  let indiaEnquiry: string;
  let ukEnquiry: string;
  const both = 'both.regions@example.com';

  const idOf = async (email: string) =>
    (
      await staff.db
        .selectFrom('staff_members')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const auditRows = (email: string) =>
    staff.db
      .selectFrom('staff_audit')
      .select(['action', 'target_ref'])
      .where('actor', '=', email)
      .where('action', 'not in', ['audit.read', 'staff.enrolled', 'session.reauthenticated'])
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const transport = nodemailer.createTransport(smtp.url);
    staff = await startTestStaff(engine, {
      listen: true,
      mailer: (origin) => ({
        send: async (mail) => void (await transport.sendMail(mail)),
        from: 'Agency inbox <inbox@agency.example>',
        staffOrigin: () => origin,
      }),
    });
    // Both admins as `npm run staff -- invite` makes them: each holds what the command gave.
    boss = await staff.enrol(
      await staff.inviteMember('boss@agency.example', ['in', 'uk'], { careers: true, admin: true }),
    );
    india = await staff.enrol(
      await staff.inviteMember('india.admin@agency.example', ['in'], { admin: true }),
    );
    await staff.inviteMember('asha@agency.example', ['in']);
    await staff.inviteMember('meera@agency.example', ['in'], { careers: true });
    await staff.inviteMember('tom@agency.example', ['uk']);
    ids = {};
    for (const email of ['boss', 'india.admin', 'asha', 'meera', 'tom'])
      ids[email] = await idOf(`${email}@agency.example`);
    ukApplication = await seedLead(staff.db, {
      form: 'job-application',
      region: 'uk',
      email: 'candidate@example.co.uk',
      cv: { fileName: 'cv.pdf', mediaType: 'application/pdf', content: Buffer.from('%PDF-1.4 UK') },
    });
    indiaEnquiry = await seedLead(staff.db, { form: 'contact', region: 'in', email: both });
    ukEnquiry = await seedLead(staff.db, { form: 'uk-enquiry', region: 'uk', email: both });
  });
  afterAll(async () => {
    await staff.close();
    await smtp.close();
  });

  const reauth = async (who: Member) => {
    const options = await staff.post(rightsPaths.reauthOptions, undefined, { cookie: who.cookie });
    const verified = await staff.post(
      rightsPaths.reauthVerify,
      { response: who.authenticator.get(options.json()) },
      { cookie: who.cookie },
    );
    expect(verified.statusCode).toBe(204);
  };

  it('refuses an India admin without careers every step of an escalation, each audited', async () => {
    const everything = { regions: ['in', 'uk'], careers: true, admin: true };
    // 1. Invite someone with both regions, careers and admin.
    const invited = await staff.post(
      adminPaths.people,
      { email: 'accomplice@agency.example', ...everything },
      { cookie: india.cookie },
    );
    expect(invited.statusCode).toBe(403);
    expect(invited.json()).toEqual({ message: beyondYourAccessMessage });
    expect(smtp.received.filter((mail) => mail.to.includes('accomplice@agency.example'))).toEqual([]);
    // 2. Give themself the same.
    const raised = await staff.post(adminPaths.access(ids['india.admin'] ?? ''), everything, {
      cookie: india.cookie,
    });
    expect(raised.statusCode).toBe(403);
    expect((await staff.get(staffApiPaths.me, india.cookie)).json()).toEqual({
      email: 'india.admin@agency.example',
      regions: ['in'],
      careers: false,
      admin: true,
    });
    // 3. Download a UK CV.
    const cv = await staff.get(leadWorkPaths.cv(ukApplication), india.cookie);
    expect(cv.statusCode).toBe(404);
    expect(cv.json()).toEqual({ message: noSuchLeadMessage });

    expect(await auditRows('india.admin@agency.example')).toEqual([
      { action: 'staff.refused', target_ref: null },
      { action: 'staff.refused', target_ref: ids['india.admin'] },
      { action: 'lead.refused', target_ref: ukApplication },
    ]);
    expect(
      await staff.db
        .selectFrom('staff_members')
        .select('id')
        .where('email', '=', 'accomplice@agency.example')
        .execute(),
    ).toEqual([]);
  });

  it('lists only the people within the admin’s access; anyone else answers as an id nobody has', async () => {
    const listed = (await staff.get(adminPaths.people, india.cookie)).json<StaffPeople>();
    expect(listed.people.map((person) => person.email)).toEqual([
      'asha@agency.example',
      'india.admin@agency.example',
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [ids.tom ?? '', ids.meera ?? '', ids.boss ?? '', unknown]) {
      for (const path of [adminPaths.disable(id), adminPaths.reinvite(id)]) {
        const answer = await staff.post(path, undefined, { cookie: india.cookie });
        expect([answer.statusCode, answer.json()]).toEqual([404, { message: noSuchPersonMessage }]);
      }
      const access = await staff.post(
        adminPaths.access(id),
        { regions: ['in'], careers: false, admin: false },
        { cookie: india.cookie },
      );
      expect([access.statusCode, access.json()]).toEqual([404, { message: noSuchPersonMessage }]);
    }
    expect((await staff.get(staffApiPaths.me, boss.cookie)).statusCode).toBe(200);
    // Everyone, to the admin who holds every region and careers.
    const all = (await staff.get(adminPaths.people, boss.cookie)).json<StaffPeople>();
    expect(all.people).toHaveLength(5);
  });

  it('lets the India admin invite and change people within India, admin included', async () => {
    const invited = await staff.post(
      adminPaths.people,
      { email: 'ravi@agency.example', regions: ['in'], careers: false, admin: true },
      { cookie: india.cookie },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const changed = await staff.post(
      adminPaths.access(ids.asha ?? ''),
      { regions: ['in'], careers: false, admin: true },
      { cookie: india.cookie },
    );
    expect(changed.json<StaffPerson>()).toMatchObject({ email: 'asha@agency.example', admin: true });
    const careers = await staff.post(
      adminPaths.access(ids.asha ?? ''),
      { regions: ['in'], careers: true, admin: false },
      { cookie: india.cookie },
    );
    expect(careers.statusCode).toBe(403);
  });

  it('shows the India admin only the audit rows within India, and filters to failures', async () => {
    const page = async (who: Member, query = '') =>
      (await staff.get(`${adminPaths.audit}${query}`, who.cookie)).json<AuditPage>().entries;
    const seen = await page(india);
    expect(seen.map((entry) => entry.target?.ref)).not.toContain(ukApplication);
    expect(seen.map((entry) => entry.actor)).not.toContain('boss@agency.example');
    expect(seen.map((entry) => entry.target?.ref)).not.toContain(ids.tom);
    expect(seen.map((entry) => entry.action)).toContain('staff.refused');
    // The boss reads the refused CV download, by its reference.
    const all = await page(boss, '?failed=1');
    expect(all.filter((entry) => entry.action === 'lead.refused').map((entry) => entry.target?.ref)).toEqual([
      ukApplication,
    ]);
    expect(all.every((entry) => (failureActions as readonly string[]).includes(entry.action))).toBe(true);
    expect(await page(india, `?staff=${ids.tom}`)).toEqual([]);
    expect(await page(india, `?lead=${ukApplication}`)).toEqual([]);
  });

  it('finds, exports and erases only the leads within the admin’s access; a person beyond it is not there', async () => {
    const found = await staff.post(rightsPaths.find, { email: both }, { cookie: india.cookie });
    expect(found.json<RightsFound>().leads.map((lead) => lead.reference)).toEqual([indiaEnquiry]);
    const ukOnly = await staff.post(
      rightsPaths.find,
      { email: 'candidate@example.co.uk' },
      { cookie: india.cookie },
    );
    const nobody = await staff.post(
      rightsPaths.find,
      { email: 'nobody@example.com' },
      { cookie: india.cookie },
    );
    expect([ukOnly.statusCode, ukOnly.json()]).toEqual([404, { message: nothingHeldMessage }]);
    expect([nobody.statusCode, nobody.json()]).toEqual([404, { message: nothingHeldMessage }]);

    await reauth(india);
    const exported = await staff.post(rightsPaths.export, { email: both }, { cookie: india.cookie });
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const described = JSON.parse(Buffer.from(files['personal-data.json'] ?? []).toString()) as RightsExport;
    expect(described.leads.map((lead) => lead.reference)).toEqual([indiaEnquiry]);
    const cvExport = await staff.post(
      rightsPaths.export,
      { email: 'candidate@example.co.uk' },
      { cookie: india.cookie },
    );
    expect(cvExport.statusCode).toBe(404);

    const erased = await staff.post(rightsPaths.erase, { email: both }, { cookie: india.cookie });
    expect(erased.json()).toEqual({ erased: 1, references: [indiaEnquiry] });
    const left = await staff.db.selectFrom('submissions').select('id').where('email', '=', both).execute();
    expect(left.map((row) => row.id)).toEqual([ukEnquiry]);

    // The UK leads it could not reach are on the record, for the admins who hold the UK alone.
    const refusedTo = async (who: Member) =>
      (await staff.get(`${adminPaths.audit}?action=rights.refused`, who.cookie))
        .json<AuditPage>()
        .entries.map((entry) => entry.target?.ref ?? null);
    expect(await refusedTo(india)).toEqual([]);
    expect(new Set(await refusedTo(boss))).toEqual(new Set([ukEnquiry, ukApplication]));
    // Its own erase stays in its log, the lead gone.
    const erasures = (
      await staff.get(`${adminPaths.audit}?action=rights.erased`, india.cookie)
    ).json<AuditPage>();
    expect(erasures.entries.map((entry) => entry.target?.ref)).toEqual([indiaEnquiry]);
  });
});
