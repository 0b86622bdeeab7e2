import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadExportPath,
  leadWorkPaths,
  staffApiPaths,
  type LeadPage,
  type StaffColleagues,
} from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { daysBefore } from '../../test-support/relative-time.ts';
import { cliActor, startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { changeAccess, disable, findMember } from './staff-directory.ts';
import { badFilterMessage } from '../leads/staff-lead-routes.ts';

describe.each(engines)('filtering the staff list by a colleague on %s', (engine) => {
  let staff: TestStaff;
  let viewer: string;
  const ids: Record<string, string> = {};
  // Newest last: Priya's, Kiran's, Asha's (who moves to the UK afterwards), Dev's (disabled afterwards).
  const leads: Record<string, string> = {};

  beforeAll(async () => {
    staff = await startTestStaff(engine);
    viewer = (await staff.enrol(await staff.inviteMember('viewer@agency.example', ['in']))).cookie;
    const assigner = (
      await staff.enrol(await staff.inviteMember('lead@agency.example', ['in', 'uk'], { admin: true }))
    ).cookie;
    // Kiran is invited but not enrolled yet: a lead may be assigned to him all the same.
    for (const name of ['priya', 'kiran', 'asha', 'dev'])
      await staff.inviteMember(`${name}@agency.example`, ['in']);
    await staff.inviteMember('tom@agency.example', ['uk']);
    for (const name of ['priya', 'kiran', 'asha', 'dev', 'tom', 'lead'])
      ids[name] = (await findMember(staff.db, `${name}@agency.example`))!.id;
    // Oldest first, a day apart: the list shows Dev's, Asha's, Kiran's, then Priya's.
    const daysAgo = { priya: 16, kiran: 15, asha: 14, dev: 13 } as const;
    for (const [name, days] of Object.entries(daysAgo)) {
      leads[name] = await seedLead(staff.db, {
        form: 'contact',
        region: 'in',
        email: `visitor-${name}@example.com`,
        receivedAt: daysBefore(staff.clock.now, days),
      });
      const assigned = await staff.post(
        leadWorkPaths.assignee(leads[name]!),
        { email: `${name}@agency.example` },
        { cookie: assigner },
      );
      expect(assigned.statusCode).toBe(200);
    }
    leads.unassigned = await seedLead(staff.db, {
      form: 'contact',
      region: 'in',
      email: 'visitor-unassigned@example.com',
      receivedAt: daysBefore(staff.clock.now, 12),
    });
    // Asha now shares no region with the viewer, and Dev has left: their leads stay assigned to them.
    const now = staff.clock.now;
    await changeAccess(staff.db, ids.asha!, { regions: ['uk'], careers: false, admin: false }, cliActor, now);
    expect(await disable(staff.db, 'dev@agency.example', cliActor, now)).toBe('disabled');
  });
  afterAll(() => staff.close());

  const listed = async (assignee: string) => {
    const answer = await staff.get(`${staffApiPaths.leads}?${new URLSearchParams({ assignee })}`, viewer);
    expect(answer.statusCode).toBe(200);
    return answer.json<LeadPage>().leads.map((lead) => lead.reference);
  };

  it('lists the enabled colleagues who share a region with the caller, by id and address', async () => {
    const answer = await staff.get(staffApiPaths.colleagues, viewer);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<StaffColleagues>()).toEqual({
      colleagues: [
        { id: ids.kiran, email: 'kiran@agency.example' },
        { id: ids.lead, email: 'lead@agency.example' },
        { id: ids.priya, email: 'priya@agency.example' },
      ],
    });
  });

  it('lists colleagues to a signed-in member only', async () => {
    const answer = await staff.get(staffApiPaths.colleagues, '');
    expect(answer.statusCode).toBe(401);
  });

  it('lists the leads assigned to a colleague, filtered by the server', async () => {
    expect(await listed(ids.priya!)).toEqual([leads.priya]);
    expect(await listed(ids.kiran!)).toEqual([leads.kiran]);
    expect(await listed(ids.lead!)).toEqual([]);
  });

  it('answers an unknown id, or one of someone sharing no region or disabled, as an empty list', async () => {
    expect(await listed('0b0f4f1e-7a3c-4d55-9a59-0a1b2c3d4e5f')).toEqual([]);
    expect(await listed(ids.asha!)).toEqual([]);
    expect(await listed(ids.dev!)).toEqual([]);
    expect(await listed(ids.tom!)).toEqual([]);
  });

  it('exports as CSV only the colleague’s leads, and nothing for an id out of scope', async () => {
    const priyas = await staff.get(`${leadExportPath}?assignee=${ids.priya}`, viewer);
    expect(priyas.statusCode).toBe(200);
    expect(priyas.body).toContain(leads.priya);
    for (const other of [leads.kiran, leads.asha, leads.dev, leads.unassigned])
      expect(priyas.body).not.toContain(other);
    const ashas = await staff.get(`${leadExportPath}?assignee=${ids.asha}`, viewer);
    expect(ashas.statusCode).toBe(200);
    expect(ashas.body).not.toContain(leads.asha);
  });

  it('refuses a colleague’s name or address as the filter: only an id may sit in a URL', async () => {
    for (const assignee of ['priya', 'priya@agency.example']) {
      const answer = await staff.get(`${staffApiPaths.leads}?${new URLSearchParams({ assignee })}`, viewer);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: badFilterMessage });
    }
  });
});
