import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '@agency/test-receivers';
import { adminPaths, staffApiPaths, type StaffPeople, type StaffPerson } from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import type { SoftwareAuthenticator } from '../../test-support/software-authenticator.ts';
import { notYourselfMessage, personExistsMessage } from './staff-people-routes.ts';

describe.each(engines)('admins managing people on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let staff: TestStaff;
  let admin: string;
  let adminId: string;
  let sales: { authenticator: SoftwareAuthenticator; cookie: string };
  let salesId: string;

  const idOf = async (email: string) =>
    (
      await staff.db
        .selectFrom('staff_members')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  /** The secret of the last enrolment link mailed to an address. */
  const mailedSecret = (to: string) => {
    const mail = smtp.received.filter((m) => m.to[0] === to).at(-1);
    return mail?.raw.match(/\/enrol#([A-Za-z0-9_-]{22})/)?.[1] ?? '';
  };

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
    admin = (
      await staff.enrol(
        await staff.inviteMember('ravi@agency.example', ['in', 'uk'], { careers: true, admin: true }),
      )
    ).cookie;
    sales = await staff.enrol(await staff.inviteMember('sales@agency.example', ['in']));
    adminId = await idOf('ravi@agency.example');
    salesId = await idOf('sales@agency.example');
  });
  afterAll(async () => {
    await staff.close();
    await smtp.close();
  });

  it('lists everyone to an admin', async () => {
    const listed = await staff.get(adminPaths.people, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<StaffPeople>().people).toEqual([
      {
        id: adminId,
        email: 'ravi@agency.example',
        regions: ['in', 'uk'],
        careers: true,
        admin: true,
        createdAt: new Date(staff.clock.startedAt).toISOString(),
        disabledAt: null,
        enrolled: true,
      },
      expect.objectContaining({ id: salesId, email: 'sales@agency.example', admin: false, enrolled: true }),
    ]);
  });

  it('answers a member who is not an admin as if the pages did not exist', async () => {
    const unknown = await staff.get('/api/no-such-page', sales.cookie);
    for (const answer of [
      await staff.get(adminPaths.people, sales.cookie),
      await staff.get(adminPaths.audit, sales.cookie),
      await staff.post(
        adminPaths.people,
        { email: 'x@agency.example', regions: ['in'], careers: true, admin: true },
        {
          cookie: sales.cookie,
        },
      ),
      await staff.post(
        adminPaths.access(salesId),
        { regions: ['in', 'uk'], careers: true, admin: true },
        {
          cookie: sales.cookie,
        },
      ),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json<{ message: string }>().message).toMatch(/^Nothing here: (GET|POST) \/api\//);
    }
    expect(unknown.statusCode).toBe(404);
    const me = (await staff.get(staffApiPaths.me, sales.cookie)).json();
    expect(me).toEqual({ email: 'sales@agency.example', regions: ['in'], careers: false, admin: false });
    expect(
      await staff.db
        .selectFrom('staff_members')
        .select('email')
        .where('email', '=', 'x@agency.example')
        .execute(),
    ).toEqual([]);
  });

  it('invites through a real SMTP server, and the link enrols the invitee', async () => {
    const invited = await staff.post(
      adminPaths.people,
      { email: 'Asha@Agency.example', regions: ['in'], careers: true, admin: false },
      { cookie: admin },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json<StaffPerson>()).toMatchObject({
      email: 'asha@agency.example',
      careers: true,
      enrolled: false,
    });
    const mail = smtp.received.find((m) => m.to[0] === 'asha@agency.example');
    expect(mail?.headers.get('subject')).toBe('Your invitation to the staff inbox');
    const { cookie } = await staff.enrol(mailedSecret('asha@agency.example'));
    expect((await staff.get(staffApiPaths.me, cookie)).json()).toMatchObject({
      email: 'asha@agency.example',
    });
    const again = await staff.post(
      adminPaths.people,
      { email: 'asha@agency.example', regions: ['uk'], careers: false, admin: false },
      { cookie: admin },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: personExistsMessage });
  });

  it('withdraws an invitation the relay refuses, and adds nobody', async () => {
    smtp.setDown(true);
    try {
      const refused = await staff.post(
        adminPaths.people,
        { email: 'late@agency.example', regions: ['uk'], careers: false, admin: false },
        { cookie: admin },
      );
      expect(refused.statusCode).toBe(502);
    } finally {
      smtp.setDown(false);
    }
    const rows = await staff.db
      .selectFrom('staff_members')
      .select('id')
      .where('email', '=', 'late@agency.example')
      .execute();
    expect(rows).toEqual([]);
  });

  it('changes a member’s regions and permissions, effective on their next request', async () => {
    const changed = await staff.post(
      adminPaths.access(salesId),
      { regions: ['in', 'uk'], careers: true, admin: false },
      { cookie: admin },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StaffPerson>()).toMatchObject({ regions: ['in', 'uk'], careers: true });
    expect((await staff.get(staffApiPaths.me, sales.cookie)).json()).toEqual({
      email: 'sales@agency.example',
      regions: ['in', 'uk'],
      careers: true,
      admin: false,
    });
    const self = await staff.post(
      adminPaths.access(adminId),
      { regions: ['in'], careers: false, admin: false },
      {
        cookie: admin,
      },
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: notYourselfMessage });
  });

  it('re-invites someone who lost their device: the old passkey stops signing in, the new link works', async () => {
    const reinvited = await staff.post(adminPaths.reinvite(salesId), undefined, { cookie: admin });
    expect(reinvited.statusCode).toBe(200);
    expect(reinvited.json<StaffPerson>().enrolled).toBe(false);
    expect((await staff.get(staffApiPaths.me, sales.cookie)).statusCode).toBe(401);
    expect((await staff.signIn(sales.authenticator)).statusCode).toBe(401);
    sales = await staff.enrol(mailedSecret('sales@agency.example'));
    expect((await staff.get(staffApiPaths.me, sales.cookie)).statusCode).toBe(200);
  });

  it('disables a member, which ends their sessions at once', async () => {
    const disabled = await staff.post(adminPaths.disable(salesId), undefined, { cookie: admin });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<StaffPerson>().disabledAt).toBe(new Date(staff.clock.now).toISOString());
    expect((await staff.get(staffApiPaths.me, sales.cookie)).statusCode).toBe(401);
    expect((await staff.signIn(sales.authenticator)).statusCode).toBe(401);
    const self = await staff.post(adminPaths.disable(adminId), undefined, { cookie: admin });
    expect(self.json()).toEqual({ message: notYourselfMessage });
  });

  it('audits each change under the admin, naming the member by id', async () => {
    const rows = await staff.db
      .selectFrom('staff_audit')
      .select(['actor', 'action', 'target_ref'])
      .where('staff_id', '=', adminId)
      .where('action', 'like', 'staff.%')
      .where('action', '!=', 'staff.enrolled')
      .orderBy('id')
      .execute();
    const asha = await idOf('asha@agency.example');
    expect(rows).toEqual([
      { actor: 'ravi@agency.example', action: 'staff.invited', target_ref: asha },
      { actor: 'ravi@agency.example', action: 'staff.invited', target_ref: expect.any(String) },
      { actor: 'ravi@agency.example', action: 'staff.invitation-withdrawn', target_ref: expect.any(String) },
      { actor: 'ravi@agency.example', action: 'staff.access-changed', target_ref: salesId },
      { actor: 'ravi@agency.example', action: 'staff.reinvited', target_ref: salesId },
      { actor: 'ravi@agency.example', action: 'staff.disabled', target_ref: salesId },
    ]);
  });
});
