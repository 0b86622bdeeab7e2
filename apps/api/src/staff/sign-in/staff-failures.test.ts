import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '@agency/test-receivers';
import {
  adminPaths,
  failureActions,
  rightsPaths,
  staffApiPaths,
  type AuditPage,
} from '@agency/staff-contract';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator.ts';
import { engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { passkeyHeldMessage } from './staff-auth-routes.ts';
import { tooManyInvitationsMessage } from './staff-context.ts';
import { invitationValidityMs } from './staff-limits.ts';
import { newSecret } from './staff-secrets.ts';

describe.each(engines)('every failed attempt on the record, on %s', (engine) => {
  let staff: TestStaff;
  let admin: { authenticator: SoftwareAuthenticator; cookie: string };
  const secrets: string[] = [];
  beforeAll(async () => {
    staff = await startTestStaff(engine);
    admin = await staff.enrol(
      await staff.inviteMember('boss@agency.example', ['in', 'uk'], { careers: true, admin: true }),
    );
  });
  afterAll(() => staff.close());

  /** The audit rows written since `from` (an id), oldest first, as stored. */
  const rowsAfter = async (from: number) =>
    staff.db
      .selectFrom('staff_audit')
      .select(['at', 'actor', 'staff_id', 'action', 'from_address'])
      .where('id', '>', from)
      .orderBy('id')
      .execute();
  const lastId = async () =>
    Number(
      (await staff.db.selectFrom('staff_audit').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ??
        0,
    );
  const idOf = async (email: string) =>
    (
      await staff.db
        .selectFrom('staff_members')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('records failed sign-ins: the member whose passkey it was, or nobody known', async () => {
    const asha = await staff.enrol(await staff.inviteMember('asha@agency.example', ['in']));
    const from = await lastId();
    const options = await staff.post(staffApiPaths.signInOptions, undefined);
    const forged = asha.authenticator.get(options.json(), { origin: 'https://evil.example' });
    expect((await staff.post(staffApiPaths.signInVerify, { response: forged })).statusCode).toBe(401);
    const stranger = new SoftwareAuthenticator(staff.origin);
    stranger.create({ challenge: 'AA', rp: {}, user: { id: 'AA' } });
    const again = await staff.post(staffApiPaths.signInOptions, undefined);
    const unknown = stranger.get(again.json());
    expect((await staff.post(staffApiPaths.signInVerify, { response: unknown })).statusCode).toBe(401);
    const at = new Date(staff.clock.now).toISOString();
    expect(await rowsAfter(from)).toEqual([
      {
        at,
        actor: 'asha@agency.example',
        staff_id: await idOf('asha@agency.example'),
        action: 'session.sign-in-failed',
        from_address: '127.0.0.1',
      },
      { at, actor: 'unknown', staff_id: null, action: 'session.sign-in-failed', from_address: '127.0.0.1' },
    ]);
    secrets.push(forged.id, unknown.id, forged.response.signature);
  });

  it('records unknown, used and expired invitations, naming whose link it was', async () => {
    const used = await staff.inviteMember('used@agency.example', ['in']);
    await staff.enrol(used);
    const late = await staff.inviteMember('late@agency.example', ['in']);
    const guessed = newSecret();
    secrets.push(used, late, guessed);
    const from = await lastId();
    expect((await staff.post(staffApiPaths.enrolmentOptions, { secret: guessed })).statusCode).toBe(404);
    expect((await staff.post(staffApiPaths.enrolmentOptions, { secret: used })).statusCode).toBe(404);
    staff.clock.now += invitationValidityMs;
    expect((await staff.post(staffApiPaths.enrolmentOptions, { secret: late })).statusCode).toBe(404);
    expect((await rowsAfter(from)).map((row) => [row.action, row.actor])).toEqual([
      ['staff.invitation-refused', 'unknown'],
      ['staff.invitation-refused', 'used@agency.example'],
      ['staff.invitation-refused', 'late@agency.example'],
    ]);
  });

  it('records a failed passkey re-check, an action wanting one, and one wanting scope', async () => {
    const sales = await staff.enrol(await staff.inviteMember('sales@agency.example', ['uk']));
    // A day went by in the test before: a new session.
    admin.cookie = staff.cookieFrom(await staff.signIn(admin.authenticator));
    const from = await lastId();
    const options = await staff.post(rightsPaths.reauthOptions, undefined, { cookie: admin.cookie });
    const someoneElse = sales.authenticator.get(options.json());
    expect(
      (await staff.post(rightsPaths.reauthVerify, { response: someoneElse }, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(401);
    const unchecked = await staff.post(
      rightsPaths.erase,
      { email: 'x@example.com' },
      { cookie: admin.cookie },
    );
    expect(unchecked.statusCode).toBe(403);
    expect((await staff.get(adminPaths.people, sales.cookie)).statusCode).toBe(404);
    expect((await rowsAfter(from)).map((row) => [row.action, row.actor])).toEqual([
      ['session.reauth-failed', 'boss@agency.example'],
      ['rights.refused', 'boss@agency.example'],
      ['admin.refused', 'sales@agency.example'],
    ]);
  });

  it('refuses a registration of a passkey someone holds already: 409 in words, the link still good', async () => {
    const taken = await staff.enrol(await staff.inviteMember('first@agency.example', ['uk']));
    const secret = await staff.inviteMember('second@agency.example', ['uk']);
    const options = await staff.post(staffApiPaths.enrolmentOptions, { secret });
    const heldId = taken.authenticator.credentials[0]?.id;
    const copy = new SoftwareAuthenticator(staff.origin).create(options.json(), { id: heldId });
    const refused = await staff.post(staffApiPaths.enrolmentVerify, { secret, response: copy });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: passkeyHeldMessage });
    const holders = await staff.db
      .selectFrom('staff_passkeys')
      .select('staff_id')
      .where('credential_id', '=', copy.id)
      .execute();
    expect(holders).toEqual([{ staff_id: await idOf('first@agency.example') }]);
    // Nothing was spent: the invitee enrols with a passkey of their own.
    const { cookie } = await staff.enrol(secret);
    expect((await staff.get(staffApiPaths.me, cookie)).statusCode).toBe(200);
    const failed = await staff.db
      .selectFrom('staff_audit')
      .select('actor')
      .where('action', '=', 'staff.enrolment-failed')
      .execute();
    expect(failed).toEqual([{ actor: 'second@agency.example' }]);
  });

  it('lets admins filter the log to failures, and keeps no secret in it', async () => {
    const page = (await staff.get(`${adminPaths.audit}?failed=1`, admin.cookie)).json<AuditPage>();
    expect(page.entries.length).toBeGreaterThanOrEqual(9);
    expect(page.entries.every((entry) => (failureActions as readonly string[]).includes(entry.action))).toBe(
      true,
    );
    const everything = JSON.stringify(await staff.db.selectFrom('staff_audit').selectAll().execute());
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});

describe.each(engines)('the invitations an admin sends, on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let staff: TestStaff;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const transport = nodemailer.createTransport(smtp.url);
    staff = await startTestStaff(engine, {
      invitationsPerHour: 2,
      mailer: (origin) => ({
        send: async (mail) => void (await transport.sendMail(mail)),
        from: 'Agency inbox <inbox@agency.example>',
        staffOrigin: () => origin,
      }),
    });
    admin = (
      await staff.enrol(
        await staff.inviteMember('boss@agency.example', ['in', 'uk'], { careers: true, admin: true }),
      )
    ).cookie;
  });
  afterAll(async () => {
    await staff.close();
    await smtp.close();
  });

  const invite = (email: string) =>
    staff.post(
      adminPaths.people,
      { email, regions: ['in'], careers: false, admin: false },
      { cookie: admin },
    );

  it('are capped an hour, each refusal answered 429 and the lockout audited once', async () => {
    expect((await invite('one@agency.example')).statusCode).toBe(201);
    // One that was not sent (already a member) does not count.
    expect((await invite('one@agency.example')).statusCode).toBe(409);
    expect((await invite('two@agency.example')).statusCode).toBe(201);
    for (const email of ['three@agency.example', 'four@agency.example']) {
      const capped = await invite(email);
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual({ message: tooManyInvitationsMessage(2) });
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['one@agency.example', 'two@agency.example']);
    const audited = await staff.db
      .selectFrom('staff_audit')
      .select('actor')
      .where('action', '=', 'staff.invitations-rate-limited')
      .execute();
    expect(audited).toEqual([{ actor: 'boss@agency.example' }]);
    // An hour on, the admin's session kept alive meanwhile: the cap has room again.
    for (let i = 0; i < 3; i++) {
      staff.clock.now += 21 * 60_000;
      expect((await staff.get(staffApiPaths.me, admin)).statusCode).toBe(200);
    }
    expect((await invite('three@agency.example')).statusCode).toBe(201);
  });
});

describe('HSTS on the staff listener', () => {
  it('is sent only when the inbox’s origin is https', async () => {
    const plain = await startTestStaff('sqlite', { origin: 'http://localhost:4100', listen: true });
    const secure = await startTestStaff('sqlite', { listen: true });
    try {
      for (const path of [staffApiPaths.me, '/api/no-such-path', '/%ff']) {
        expect((await plain.get(path, '')).headers['strict-transport-security'], path).toBeUndefined();
        expect((await secure.get(path, '')).headers['strict-transport-security'], path).toBe(
          'max-age=63072000; includeSubDomains',
        );
      }
    } finally {
      await plain.close();
      await secure.close();
    }
  });
});
