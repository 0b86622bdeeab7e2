import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadWorkPaths, type LeadAssignees, type LeadWork } from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { daysBefore } from '../../test-support/relative-time.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { badNoteMessage, notAssignableMessage, wrongStatusMessage } from './lead-work-routes.ts';
import { noSuchLeadMessage } from './scoped-lead.ts';

describe.each(engines)('staff working a lead on %s', (engine) => {
  let staff: TestStaff;
  let recruiter: string;
  let sales: string;
  let marketer: string;
  let application: string;
  let enquiry: string;
  const note = 'Called back: wants a call on Tuesday about the Noida clinics.';

  beforeAll(async () => {
    staff = await startTestStaff(engine, { listen: true });
    application = await seedLead(staff.db, {
      form: 'job-application',
      region: 'in',
      email: 'priya@example.com',
    });
    enquiry = await seedLead(staff.db, { form: 'contact', region: 'in', email: 'asha@example.com' });
    recruiter = (
      await staff.enrol(await staff.inviteMember('recruiter@agency.example', ['in'], { careers: true }))
    ).cookie;
    sales = (await staff.enrol(await staff.inviteMember('sales@agency.example', ['in']))).cookie;
    marketer = (await staff.enrol(await staff.inviteMember('marketer@agency.example', ['uk']))).cookie;
    // Disabled: never an assignee, though their regions would fit.
    await staff.inviteMember('gone@agency.example', ['in'], { careers: true });
    await staff.db
      .updateTable('staff_members')
      .set({ disabled_at: daysBefore(staff.clock.now, 25) })
      .where('email', '=', 'gone@agency.example')
      .execute();
  });
  afterAll(() => staff.close());

  const post = (url: string, body: object, cookie: string) => staff.post(url, body, { cookie });

  it('moves an application through the hiring steps, with who moved it when', async () => {
    const first = await staff.get(leadWorkPaths.work(application), recruiter);
    expect(first.statusCode).toBe(200);
    expect(first.json<LeadWork>()).toEqual({ status: 'received', history: [], notes: [], assignee: null });
    expect(
      (await post(leadWorkPaths.status(application), { status: 'screening' }, recruiter)).statusCode,
    ).toBe(200);
    staff.clock.now += 60_000;
    const moved = await post(leadWorkPaths.status(application), { status: 'leadership-meeting' }, recruiter);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<LeadWork>()).toEqual({
      status: 'leadership-meeting',
      history: [
        {
          status: 'screening',
          at: new Date(staff.clock.now - 60_000).toISOString(),
          by: 'recruiter@agency.example',
        },
        {
          status: 'leadership-meeting',
          at: new Date(staff.clock.now).toISOString(),
          by: 'recruiter@agency.example',
        },
      ],
      notes: [],
      assignee: null,
    });
  });

  it('refuses a status the lead’s kind does not have', async () => {
    const won = await post(leadWorkPaths.status(application), { status: 'won' }, recruiter);
    expect(won.statusCode).toBe(400);
    expect(won.json()).toEqual({ message: wrongStatusMessage });
    const screening = await post(leadWorkPaths.status(enquiry), { status: 'screening' }, sales);
    expect(screening.statusCode).toBe(400);
    expect((await post(leadWorkPaths.status(enquiry), { status: 'made-up' }, sales)).statusCode).toBe(400);
    const contacted = await post(leadWorkPaths.status(enquiry), { status: 'contacted' }, sales);
    expect(contacted.json<LeadWork>().status).toBe('contacted');
    expect((await staff.get(leadWorkPaths.work(application), recruiter)).json<LeadWork>().status).toBe(
      'leadership-meeting',
    );
  });

  it('keeps internal notes with their author and time', async () => {
    const added = await post(leadWorkPaths.notes(enquiry), { text: `  ${note}  ` }, sales);
    expect(added.statusCode).toBe(201);
    expect(added.json<LeadWork>().notes).toEqual([
      {
        id: expect.any(String),
        text: note,
        at: new Date(staff.clock.now).toISOString(),
        author: 'sales@agency.example',
      },
    ]);
    const empty = await post(leadWorkPaths.notes(enquiry), { text: '   ' }, sales);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: badNoteMessage });
  });

  it('assigns a lead only to someone who can see it', async () => {
    const offered = await staff.get(leadWorkPaths.assignees(application), recruiter);
    expect(offered.json<LeadAssignees>()).toEqual({ assignees: ['recruiter@agency.example'] });
    const enquiryOffered = await staff.get(leadWorkPaths.assignees(enquiry), sales);
    expect(enquiryOffered.json<LeadAssignees>()).toEqual({
      assignees: ['recruiter@agency.example', 'sales@agency.example'],
    });
    for (const email of [
      'sales@agency.example',
      'marketer@agency.example',
      'gone@agency.example',
      'nobody@agency.example',
    ]) {
      const refused = await post(leadWorkPaths.assignee(application), { email }, recruiter);
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json()).toEqual({ message: notAssignableMessage });
    }
    const assigned = await post(
      leadWorkPaths.assignee(application),
      { email: 'Recruiter@agency.example' },
      recruiter,
    );
    expect(assigned.json<LeadWork>()).toMatchObject({
      assignee: 'recruiter@agency.example',
      status: 'leadership-meeting',
    });
    const unassigned = await post(leadWorkPaths.assignee(application), { email: null }, recruiter);
    expect(unassigned.json<LeadWork>().assignee).toBeNull();
  });

  it('answers a lead outside the scope as a missing one, and changes nothing', async () => {
    for (const [url, body] of [
      [leadWorkPaths.status(enquiry), { status: 'lost' }],
      [leadWorkPaths.notes(enquiry), { text: 'Not mine' }],
      [leadWorkPaths.assignee(enquiry), { email: null }],
    ] as const) {
      const refused = await post(url, body, marketer);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: noSuchLeadMessage });
    }
    // No careers permission: the application is as absent as for another region.
    expect((await staff.get(leadWorkPaths.work(application), sales)).statusCode).toBe(404);
    const work = (await staff.get(leadWorkPaths.work(enquiry), sales)).json<LeadWork>();
    expect(work.status).toBe('contacted');
    expect(work.notes.map((n) => n.text)).toEqual([note]);
    const refusals = await staff.db
      .selectFrom('staff_audit')
      .select(['actor', 'target_ref'])
      .where('action', '=', 'lead.refused')
      .orderBy('id')
      .execute();
    expect(refusals).toEqual([
      ...Array.from({ length: 3 }, () => ({ actor: 'marketer@agency.example', target_ref: enquiry })),
      { actor: 'sales@agency.example', target_ref: application },
    ]);
  });

  it('audits every change by action and reference, with no note, status or assignee in it', async () => {
    const rows = await staff.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target_ref', 'in', [application, enquiry])
      .where('action', '!=', 'lead.refused')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.actor, row.action, row.target_kind, row.target_ref])).toEqual([
      ['recruiter@agency.example', 'lead.work-read', 'lead', application],
      ['recruiter@agency.example', 'lead.status-changed', 'lead', application],
      ['recruiter@agency.example', 'lead.status-changed', 'lead', application],
      ['sales@agency.example', 'lead.status-changed', 'lead', enquiry],
      ['recruiter@agency.example', 'lead.work-read', 'lead', application],
      ['sales@agency.example', 'lead.noted', 'lead', enquiry],
      ['recruiter@agency.example', 'lead.assigned', 'lead', application],
      ['recruiter@agency.example', 'lead.assigned', 'lead', application],
      ['sales@agency.example', 'lead.work-read', 'lead', enquiry],
    ]);
    const text = JSON.stringify(await staff.db.selectFrom('staff_audit').selectAll().execute());
    expect(text).not.toMatch(/Tuesday|Noida|screening|leadership|contacted|priya|asha@example/);
  });
});
