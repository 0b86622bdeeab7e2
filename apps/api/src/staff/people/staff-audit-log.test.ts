import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, auditPageSize, staffApiPaths, type AuditPage } from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { badAuditQueryMessage } from './staff-audit-routes.ts';

describe.each(engines)('admins reading the audit log on %s', (engine) => {
  let staff: TestStaff;
  let admin: string;
  let marketer: string;
  let marketerId: string;
  let lead: string;
  let other: string;

  beforeAll(async () => {
    staff = await startTestStaff(engine, { listen: true });
    lead = await seedLead(staff.db, { form: 'uk-enquiry', region: 'uk', email: 'tom@example.co.uk' });
    other = await seedLead(staff.db, { form: 'uk-enquiry', region: 'uk', email: 'jo@example.co.uk' });
    admin = (
      await staff.enrol(
        await staff.inviteMember('ravi@agency.example', ['in', 'uk'], { careers: true, admin: true }),
      )
    ).cookie;
    marketer = (await staff.enrol(await staff.inviteMember('marketer@agency.example', ['uk']))).cookie;
    marketerId = (
      await staff.db
        .selectFrom('staff_members')
        .select('id')
        .where('email', '=', 'marketer@agency.example')
        .executeTakeFirstOrThrow()
    ).id;
    for (let i = 0; i < 60; i++) await staff.get(staffApiPaths.lead(i % 2 ? lead : other), marketer);
  });
  afterAll(() => staff.close());

  it('pages newest first by keyset, through every row once', async () => {
    const first = await staff.get(adminPaths.audit, admin);
    expect(first.statusCode).toBe(200);
    const page = first.json<AuditPage>();
    expect(page.entries).toHaveLength(auditPageSize);
    const ids = page.entries.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.entries[0]).toEqual({
      id: expect.any(String),
      at: new Date(staff.clock.startedAt).toISOString(),
      actor: 'marketer@agency.example',
      staffId: marketerId,
      action: 'lead.read',
      target: { kind: 'lead', ref: lead },
      fromAddress: '127.0.0.1',
    });
    const rest = (await staff.get(`${adminPaths.audit}?before=${page.next}`, admin)).json<AuditPage>();
    expect(rest.next).toBeNull();
    const total = await staff.db
      .selectFrom('staff_audit')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // The first page's own read was audited after it was taken: it is on no page yet.
    expect(page.entries.length + rest.entries.length).toBe(Number(total.n) - 2);
    expect(new Set([...page.entries, ...rest.entries].map((entry) => entry.id)).size).toBe(
      Number(total.n) - 2,
    );
  });

  it('filters by who acted, by what was done and by the lead’s reference', async () => {
    const byLead = (await staff.get(`${adminPaths.audit}?lead=${lead}`, admin)).json<AuditPage>();
    expect(byLead.entries).toHaveLength(30);
    expect(byLead.entries.every((entry) => entry.target?.ref === lead)).toBe(true);
    const byStaff = (await staff.get(`${adminPaths.audit}?staff=${marketerId}`, admin)).json<AuditPage>();
    expect(byStaff.entries.every((entry) => entry.actor === 'marketer@agency.example')).toBe(true);
    expect(byStaff.entries.at(-1)?.action).not.toBe('staff.invited');
    const reads = (await staff.get(`${adminPaths.audit}?action=lead.read`, admin)).json<AuditPage>();
    expect(reads.entries).toHaveLength(auditPageSize);
    expect(reads.entries.every((entry) => entry.action === 'lead.read')).toBe(true);
    expect((await staff.get(`${adminPaths.audit}?action=lead.eaten`, admin)).statusCode).toBe(400);
  });

  it('takes no other filter, and holds no personal data of a lead', async () => {
    const byEmail = await staff.get(`${adminPaths.audit}?email=tom%40example.co.uk`, admin);
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json()).toEqual({ message: badAuditQueryMessage });
    const all = await staff.db.selectFrom('staff_audit').selectAll().execute();
    expect(JSON.stringify(all)).not.toMatch(/tom@example|jo@example|Tom Hughes/);
  });

  it('answers anyone but an admin 404, and audits each read', async () => {
    expect((await staff.get(adminPaths.audit, marketer)).statusCode).toBe(404);
    expect((await staff.get(adminPaths.audit, '')).statusCode).toBe(401);
    const reads = await staff.db
      .selectFrom('staff_audit')
      .select('actor')
      .where('action', '=', 'audit.read')
      .execute();
    expect(reads.every((row) => row.actor === 'ravi@agency.example')).toBe(true);
    expect(reads.length).toBeGreaterThanOrEqual(4);
  });
});
