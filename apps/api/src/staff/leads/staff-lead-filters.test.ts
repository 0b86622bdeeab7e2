import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadExportPath,
  leadWorkPaths,
  staffApiPaths,
  type LeadListQuery,
  type LeadPage,
} from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { utcDay } from '../../test-support/relative-time.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { badFilterMessage } from './staff-lead-routes.ts';

describe.each(engines)('filtering the staff list on %s', (engine) => {
  let staff: TestStaff;
  let recruiter: string;
  // Newest last: a LinkedIn enquiry, a Web Development application, an enquiry, a Digital Marketing application.
  let linkedin: string;
  let webDeveloper: string;
  let plain: string;
  let marketerApplicant: string;

  // The four leads' days: 20, 15, 10 and 5 days before the staff clock's, in UTC.
  const day = (n: number) => utcDay(staff.clock.startedAt, n - 20);
  const at = (n: number, msIntoDay: number) => new Date(day(n).start + msIntoDay).toISOString();
  const hour = 3_600_000;

  beforeAll(async () => {
    staff = await startTestStaff(engine);
    linkedin = await seedLead(staff.db, {
      form: 'contact',
      region: 'in',
      email: 'asha@example.com',
      receivedAt: at(0, 12 * hour),
    });
    await staff.db
      .updateTable('submissions')
      .set({ utm_source: 'linkedin', utm_campaign: 'winter', referrer_host: 'www.google.com' })
      .where('id', '=', linkedin)
      .execute();
    webDeveloper = await seedLead(staff.db, {
      form: 'job-application',
      region: 'in',
      email: 'priya@example.com',
      receivedAt: at(5, 24 * hour - 1),
    });
    plain = await seedLead(staff.db, {
      form: 'contact',
      region: 'in',
      email: 'ravi@example.com',
      receivedAt: at(10, 8 * hour),
    });
    marketerApplicant = await seedLead(staff.db, {
      form: 'job-application',
      region: 'in',
      email: 'meera@example.com',
      receivedAt: at(15, 8 * hour),
    });
    const body = await staff.db
      .selectFrom('submissions')
      .select('body')
      .where('id', '=', marketerApplicant)
      .executeTakeFirstOrThrow();
    await staff.db
      .updateTable('submissions')
      .set({ body: JSON.stringify({ ...JSON.parse(body.body), position: 'Digital Marketing' }) })
      .where('id', '=', marketerApplicant)
      .execute();
    recruiter = (
      await staff.enrol(await staff.inviteMember('recruiter@agency.example', ['in'], { careers: true }))
    ).cookie;
    const moved = async (path: string, body: object) =>
      expect((await staff.post(path, body, { cookie: recruiter })).statusCode).toBe(200);
    await moved(leadWorkPaths.status(linkedin), { status: 'contacted' });
    await moved(leadWorkPaths.status(marketerApplicant), { status: 'screening' });
    await moved(leadWorkPaths.assignee(plain), { email: 'recruiter@agency.example' });
  });
  afterAll(() => staff.close());

  const listed = async (filters: LeadListQuery) => {
    const answer = await staff.get(`${staffApiPaths.leads}?${new URLSearchParams(filters)}`, recruiter);
    expect(answer.statusCode).toBe(200);
    return answer.json<LeadPage>().leads.map((lead) => lead.reference);
  };

  it('filters by status, a lead never moved counting as its form’s first status', async () => {
    expect(await listed({ status: 'new' })).toEqual([plain]);
    expect(await listed({ status: 'contacted' })).toEqual([linkedin]);
    expect(await listed({ status: 'received' })).toEqual([webDeveloper]);
    expect(await listed({ status: 'screening' })).toEqual([marketerApplicant]);
    expect(await listed({ status: 'won' })).toEqual([]);
  });

  it('filters by the caller’s own leads and by leads nobody has', async () => {
    expect(await listed({ assignee: 'me' })).toEqual([plain]);
    expect(await listed({ assignee: 'none' })).toEqual([marketerApplicant, webDeveloper, linkedin]);
  });

  it('filters by days received, both ends included', async () => {
    expect(await listed({ from: day(5).date, to: day(5).date })).toEqual([webDeveloper]);
    expect(await listed({ from: day(6).date })).toEqual([marketerApplicant, plain]);
    expect(await listed({ to: day(4).date })).toEqual([linkedin]);
  });

  it('filters by campaign source, campaign and referrer host, and by the position applied for', async () => {
    expect(await listed({ utmSource: 'linkedin' })).toEqual([linkedin]);
    expect(await listed({ utmCampaign: 'winter' })).toEqual([linkedin]);
    expect(await listed({ referrerHost: 'www.google.com' })).toEqual([linkedin]);
    expect(await listed({ utmSource: 'newsletter' })).toEqual([]);
    expect(await listed({ position: 'Web Development' })).toEqual([webDeveloper]);
    expect(await listed({ position: 'Digital Marketing', status: 'screening' })).toEqual([marketerApplicant]);
  });

  it('exports as CSV the leads the same filters list', async () => {
    const answer = await staff.get(`${leadExportPath}?status=contacted`, recruiter);
    expect(answer.statusCode).toBe(200);
    for (const other of [webDeveloper, plain, marketerApplicant]) expect(answer.body).not.toContain(other);
    expect(answer.body).toContain(linkedin);
  });

  it('refuses a staff member’s address as the assignee filter: it would sit in a URL', async () => {
    const answer = await staff.get(`${staffApiPaths.leads}?assignee=recruiter%40agency.example`, recruiter);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: badFilterMessage });
  });
});
