import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadPageSize,
  staffApiPaths,
  type LeadDetail,
  type LeadPage,
  type StaffRegion,
} from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { badFilterMessage, noSuchLeadMessage } from './staff-lead-routes.ts';

interface Seeded {
  id: string;
  region: StaffRegion;
  form: 'contact' | 'uk-enquiry' | 'job-application';
  email: string;
}

describe.each(engines)('staff reading leads on %s', (engine) => {
  let staff: TestStaff;
  const seeded: Seeded[] = [];
  let india: string;
  let ukOnly: string;
  let noCareers: string;

  // The first seeded lead's time: a whole minute thirty days before the real time (the staff clock's start).
  const firstAt = Math.floor((Date.now() - 30 * 86_400_000) / 60_000) * 60_000;
  /** A stored lead as the intake writes it; times a minute apart, newest last. */
  const seed = async (n: number, region: Seeded['region'], form: Seeded['form'], spam = 0) => {
    const id = randomUUID();
    const email = `person${n}@example.com`;
    const body =
      form === 'job-application'
        ? { firstName: `Candidate`, lastName: `${n}`, email, position: 'Designer', privacyAcknowledged: true }
        : { username: `Person ${n}`, email, phone: '9876543210', message: `Message ${n}` };
    await staff.db
      .insertInto('submissions')
      .values({
        id,
        form,
        region,
        received_at: new Date(firstAt + n * 60_000).toISOString(),
        body: JSON.stringify(body),
        email,
        consent: null,
        notice_version: null,
        spam,
        utm_source: 'newsletter',
      })
      .execute();
    seeded.push({ id, region, form, email });
    return id;
  };

  beforeAll(async () => {
    staff = await startTestStaff(engine);
    for (let n = 0; n < 60; n++) await seed(n, 'in', 'contact');
    await seed(100, 'uk', 'uk-enquiry');
    await seed(101, 'in', 'job-application');
    await seed(102, 'uk', 'job-application');
    await seed(103, 'in', 'contact', 1);
    india = (
      await staff.enrol(await staff.inviteMember('recruiter@agency.example', ['in'], { careers: true }))
    ).cookie;
    ukOnly = (await staff.enrol(await staff.inviteMember('marketer@agency.example', ['uk']))).cookie;
    noCareers = (await staff.enrol(await staff.inviteMember('sales@agency.example', ['in', 'uk']))).cookie;
  });
  afterAll(() => staff.close());

  const byRegionAndForm = (region: string, form?: string) =>
    seeded.filter((lead) => lead.region === region && (form === undefined || lead.form === form));

  const auditOf = async (email: string) =>
    staff.db
      .selectFrom('staff_audit as a')
      .innerJoin('staff_members as m', 'm.id', 'a.staff_id')
      .select(['a.action', 'a.target_kind', 'a.target_ref', 'a.actor', 'a.from_address'])
      .where('m.email', '=', email)
      .where('a.action', 'like', 'lead.%')
      .orderBy('a.id')
      .execute();

  it('lists a page of 50, newest first, in scope, and the next page by its cursor', async () => {
    const first = await staff.get(staffApiPaths.leads, india);
    expect(first.statusCode).toBe(200);
    const page = first.json<LeadPage>();
    expect(page.leads).toHaveLength(leadPageSize);
    expect(page.leads[0]).toEqual({
      reference: seeded.find((lead) => lead.form === 'job-application' && lead.region === 'in')?.id,
      receivedAt: new Date(firstAt + 101 * 60_000).toISOString(),
      form: 'job-application',
      region: 'in',
      name: 'Candidate 101',
      email: 'person101@example.com',
      spam: false,
      // Never answered from the inbox: it has awaited us since it arrived.
      awaitingSince: new Date(firstAt + 101 * 60_000).toISOString(),
    });
    expect(page.leads.every((lead) => lead.region === 'in' && !lead.spam)).toBe(true);
    const second = await staff.get(`${staffApiPaths.leads}?before=${page.next}`, india);
    const rest = second.json<LeadPage>();
    expect(rest.next).toBeNull();
    const all = [...page.leads, ...rest.leads].map((lead) => lead.reference);
    expect(all).toHaveLength(61);
    expect(new Set(all)).toEqual(
      new Set(
        byRegionAndForm('in')
          .filter((l) => l.email !== 'person103@example.com')
          .map((l) => l.id),
      ),
    );
    const times = [...page.leads, ...rest.leads].map((lead) => lead.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by form and spam, and a region outside the scope matches nothing', async () => {
    const spam = (await staff.get(`${staffApiPaths.leads}?spam=1`, india)).json<LeadPage>();
    expect(spam.leads.map((lead) => lead.name)).toEqual(['Person 103']);
    const forms = (await staff.get(`${staffApiPaths.leads}?form=job-application`, india)).json<LeadPage>();
    expect(forms.leads.map((lead) => lead.region)).toEqual(['in']);
    const foreign = await staff.get(`${staffApiPaths.leads}?region=in`, ukOnly);
    expect(foreign.json()).toEqual({ leads: [], next: null });
  });

  it('shows applications only to careers staff', async () => {
    const listed = (await staff.get(staffApiPaths.leads, noCareers)).json<LeadPage>();
    expect(listed.leads.some((lead) => lead.form === 'job-application')).toBe(false);
    expect(listed.leads.some((lead) => lead.region === 'uk')).toBe(true);
    const application = byRegionAndForm('in', 'job-application')[0]?.id ?? '';
    const refused = await staff.get(staffApiPaths.lead(application), noCareers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: noSuchLeadMessage });
    expect(await auditOf('sales@agency.example')).toEqual([
      {
        action: 'lead.refused',
        target_kind: 'lead',
        target_ref: application,
        actor: 'sales@agency.example',
        from_address: '127.0.0.1',
      },
    ]);
    const shown = await staff.get(staffApiPaths.lead(application), india);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<LeadDetail>()).toMatchObject({
      reference: application,
      form: 'job-application',
      fields: { firstName: 'Candidate', lastName: '101', position: 'Designer' },
      attribution: { utmSource: 'newsletter' },
      cv: null,
    });
  });

  it('answers another region’s lead exactly as a missing one, and audits both', async () => {
    const uk = byRegionAndForm('uk', 'uk-enquiry')[0]?.id ?? '';
    const missing = randomUUID();
    const other = await staff.get(staffApiPaths.lead(uk), india);
    const none = await staff.get(staffApiPaths.lead(missing), india);
    expect(other.statusCode).toBe(404);
    expect(none.statusCode).toBe(404);
    expect(other.body).toBe(none.body);
    expect(other.headers['content-length']).toBe(none.headers['content-length']);
    const own = await staff.get(staffApiPaths.lead(uk), ukOnly);
    expect(own.statusCode).toBe(200);
    expect(own.json<LeadDetail>().fields).toMatchObject({ username: 'Person 100', message: 'Message 100' });
    const audit = await auditOf('recruiter@agency.example');
    expect(audit.filter((row) => row.action === 'lead.refused').map((row) => row.target_ref)).toEqual([
      uk,
      missing,
    ]);
    expect((await auditOf('marketer@agency.example')).map((row) => [row.action, row.target_ref])).toEqual([
      ['lead.read', uk],
    ]);
  });

  it('searches by email, name, phone or reference in a POST body, within scope', async () => {
    const search = async (cookie: string, body: object) => {
      const answer = await staff.post(staffApiPaths.leadSearch, body, { cookie });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<LeadPage>();
    };
    const emails = (page: LeadPage) => page.leads.map((lead) => lead.email);
    expect(emails(await search(india, { term: 'PERSON10' }))).toEqual([
      'person101@example.com',
      'person10@example.com',
    ]);
    expect(emails(await search(india, { term: 'candidate 101' }))).toEqual(['person101@example.com']);
    expect(emails(await search(noCareers, { term: 'candidate' }))).toEqual([]);
    expect(emails(await search(ukOnly, { term: 'Person 100' }))).toEqual(['person100@example.com']);
    const phones = await search(india, { term: '98765' });
    expect(phones.leads).toHaveLength(leadPageSize);
    expect(phones.next).not.toBeNull();
    const uk = byRegionAndForm('uk', 'uk-enquiry')[0]?.id ?? '';
    expect(emails(await search(india, { term: uk }))).toEqual([]);
    expect(emails(await search(ukOnly, { term: uk }))).toEqual(['person100@example.com']);
    expect(emails(await search(india, { term: 'Person 103', spam: true }))).toEqual([
      'person103@example.com',
    ]);
    // LIKE's wildcards are the characters themselves ("erson_1" would match "Person 1" as a pattern).
    expect(emails(await search(india, { term: '%%' }))).toEqual([]);
    expect(emails(await search(india, { term: 'erson_1' }))).toEqual([]);
    const short = await staff.post(staffApiPaths.leadSearch, { term: 'p' }, { cookie: india });
    expect(short.statusCode).toBe(400);
    const searches = await staff.db
      .selectFrom('staff_audit')
      .select(['action', 'target_ref'])
      .where('action', '=', 'leads.searched')
      .execute();
    expect(searches.length).toBeGreaterThanOrEqual(10);
    expect(searches.every((row) => row.target_ref === null)).toBe(true);
  });

  it('keeps every lead’s personal data out of the audit log', async () => {
    const rows = await staff.db.selectFrom('staff_audit').selectAll().execute();
    expect(rows.some((row) => row.action === 'leads.listed')).toBe(true);
    const text = JSON.stringify(rows);
    for (const lead of seeded) expect(text).not.toContain(lead.email);
    expect(text).not.toMatch(/Person \d|PERSON|Candidate|candidate|Message|9876543210|98765/);
  });

  it('takes no filter but its own (never a search term in the URL), and needs a session', async () => {
    const search = await staff.get(`${staffApiPaths.leads}?email=person1%40example.com`, india);
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ message: badFilterMessage });
    expect((await staff.get(`${staffApiPaths.leads}?before=bm90IGEgY3Vyc29y`, india)).statusCode).toBe(400);
    expect((await staff.get(staffApiPaths.leads, '')).statusCode).toBe(401);
    expect((await staff.get(staffApiPaths.lead(seeded[0]?.id ?? ''), '')).statusCode).toBe(401);
  });
});
