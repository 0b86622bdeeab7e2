import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@agency/staff-contract';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator.ts';
import { cliActor, startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { engines } from '../../test-support/test-api.ts';
import { foreignRequestMessage } from '../origin-guard.ts';
import { invitationRefusedMessage, passkeyRefusedMessage } from './staff-auth-routes.ts';
import { disable } from '../people/staff-directory.ts';
import { tooManyAttemptsMessage, tooManyForYouMessage } from './staff-context.ts';
import { invitationValidityMs, sessionAbsoluteMs, sessionIdleMs } from './staff-limits.ts';
import { newSecret } from './staff-secrets.ts';

const minute = 60_000;

describe.each(engines)('staff sign-in with passkeys on %s', (engine) => {
  let staff: TestStaff;
  beforeAll(async () => {
    staff = await startTestStaff(engine, { failureLimit: { max: 1_000, windowMs: 15 * minute } });
  });
  afterAll(() => staff.close());

  const actions = async (email: string) => {
    const member = await staff.db
      .selectFrom('staff_members')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const rows = await staff.db
      .selectFrom('staff_audit')
      .select('action')
      .where('staff_id', '=', member.id)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.action);
  };

  it('enrols from an invitation, verified for real, and signs the new member in', async () => {
    const secret = await staff.inviteMember('asha@agency.example', ['in'], { careers: true });
    const { cookie } = await staff.enrol(secret);
    expect(cookie).toMatch(/^__Host-staff-session=[A-Za-z0-9_-]{43}$/);
    const me = await staff.get(staffApiPaths.me, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: 'asha@agency.example', regions: ['in'], careers: true, admin: false });
    const passkeys = await staff.db.selectFrom('staff_passkeys').select(['counter', 'transports']).execute();
    expect(passkeys).toEqual([{ counter: engine === 'postgres' ? '0' : 0, transports: 'internal' }]);
    const invitation = await staff.db
      .selectFrom('staff_invitations')
      .select('used_at')
      .executeTakeFirstOrThrow();
    expect(invitation.used_at).toBe(new Date(staff.clock.now).toISOString());
    expect(await actions('asha@agency.example')).toEqual(['staff.enrolled']);
  });

  it('sets the cookie HttpOnly, SameSite=Strict, Secure under https, for 12 hours', async () => {
    const secret = await staff.inviteMember('cookie@agency.example', ['uk']);
    const authenticator = new SoftwareAuthenticator(staff.origin);
    const options = await staff.post(staffApiPaths.enrolmentOptions, { secret });
    const verified = await staff.post(staffApiPaths.enrolmentVerify, {
      secret,
      response: authenticator.create(options.json()),
    });
    expect(verified.headers['set-cookie']).toMatch(
      /^__Host-staff-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
    );
  });

  it('refuses an invitation used twice, expired, or guessed, in the same words', async () => {
    const used = await staff.inviteMember('twice@agency.example', ['in']);
    await staff.enrol(used);
    const again = await staff.post(staffApiPaths.enrolmentOptions, { secret: used });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: invitationRefusedMessage });

    const late = await staff.inviteMember('late@agency.example', ['in']);
    staff.clock.now += invitationValidityMs;
    const expired = await staff.post(staffApiPaths.enrolmentOptions, { secret: late });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: invitationRefusedMessage });

    const guessed = await staff.post(staffApiPaths.enrolmentOptions, { secret: newSecret() });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toEqual({ message: invitationRefusedMessage });
    expect(await staff.db.selectFrom('staff_challenges').selectAll().execute()).toEqual([]);
  });

  it('refuses the second of two registrations answered for one invitation', async () => {
    const secret = await staff.inviteMember('race@agency.example', ['uk']);
    const first = new SoftwareAuthenticator(staff.origin);
    const second = new SoftwareAuthenticator(staff.origin);
    const optionsA = await staff.post(staffApiPaths.enrolmentOptions, { secret });
    const optionsB = await staff.post(staffApiPaths.enrolmentOptions, { secret });
    const a = await staff.post(staffApiPaths.enrolmentVerify, {
      secret,
      response: first.create(optionsA.json()),
    });
    const b = await staff.post(staffApiPaths.enrolmentVerify, {
      secret,
      response: second.create(optionsB.json()),
    });
    expect([a.statusCode, b.statusCode]).toEqual([201, 404]);
  });

  it('refuses a registration answering the challenge of another invitation', async () => {
    const mine = await staff.inviteMember('mine@agency.example', ['uk']);
    const theirs = await staff.inviteMember('theirs@agency.example', ['uk']);
    const authenticator = new SoftwareAuthenticator(staff.origin);
    const options = await staff.post(staffApiPaths.enrolmentOptions, { secret: theirs });
    const crossed = await staff.post(staffApiPaths.enrolmentVerify, {
      secret: mine,
      response: authenticator.create(options.json()),
    });
    expect(crossed.statusCode).toBe(400);
    const invitations = await staff.db
      .selectFrom('staff_invitations as i')
      .innerJoin('staff_members as m', 'm.id', 'i.staff_id')
      .select(['m.email', 'i.used_at'])
      .where('m.email', 'in', ['mine@agency.example', 'theirs@agency.example'])
      .orderBy('m.email')
      .execute();
    expect(invitations).toEqual([
      { email: 'mine@agency.example', used_at: null },
      { email: 'theirs@agency.example', used_at: null },
    ]);
  });

  it('refuses a registration made for another origin, or answering no challenge of ours', async () => {
    const secret = await staff.inviteMember('phished@agency.example', ['uk']);
    const authenticator = new SoftwareAuthenticator(staff.origin);
    const options = await staff.post(staffApiPaths.enrolmentOptions, { secret });
    const phished = authenticator.create(options.json(), { origin: 'https://inbox.agency-example.evil' });
    const refused = await staff.post(staffApiPaths.enrolmentVerify, { secret, response: phished });
    expect(refused.statusCode).toBe(400);
    // The challenge was spent by that try: the same answer made right is refused too.
    const replay = authenticator.create(options.json());
    expect((await staff.post(staffApiPaths.enrolmentVerify, { secret, response: replay })).statusCode).toBe(
      400,
    );
    expect(await staff.db.selectFrom('staff_passkeys').selectAll().execute()).toHaveLength(4);
  });

  it('signs in with the passkey: a new session id each time, the counter kept', async () => {
    const secret = await staff.inviteMember('ravi@agency.example', ['uk']);
    const { authenticator, cookie: first } = await staff.enrol(secret);
    const signedIn = await staff.signIn(authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      email: 'ravi@agency.example',
      regions: ['uk'],
      careers: false,
      admin: false,
    });
    const second = staff.cookieFrom(signedIn);
    expect(second).not.toBe(first);
    expect((await staff.get(staffApiPaths.me, second)).statusCode).toBe(200);
    const passkey = await staff.db
      .selectFrom('staff_passkeys')
      .select('counter')
      .where('credential_id', '=', authenticator.credentials[0]?.id.toString('base64url') ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(passkey.counter)).toBe(1);
    expect(await actions('ravi@agency.example')).toEqual(['staff.enrolled', 'session.signed-in']);
  });

  it('never adopts a session id set before sign-in (fixation)', async () => {
    const secret = await staff.inviteMember('fixed@agency.example', ['uk']);
    const { authenticator, cookie: own } = await staff.enrol(secret);
    const planted = `__Host-staff-session=${newSecret(32)}`;
    const withPlanted = await staff.signIn(authenticator, { cookie: planted });
    expect(withPlanted.statusCode).toBe(200);
    expect(staff.cookieFrom(withPlanted)).not.toBe(planted);
    expect((await staff.get(staffApiPaths.me, planted)).statusCode).toBe(401);
    // A real session brought to a sign-in is ended, not carried on.
    const withOwn = await staff.signIn(authenticator, { cookie: own });
    expect(staff.cookieFrom(withOwn)).not.toBe(own);
    expect((await staff.get(staffApiPaths.me, own)).statusCode).toBe(401);
    expect((await staff.get(staffApiPaths.me, staff.cookieFrom(withOwn))).statusCode).toBe(200);
  });

  it('refuses an assertion for another origin, and a replayed one', async () => {
    const secret = await staff.inviteMember('replay@agency.example', ['uk']);
    const { authenticator } = await staff.enrol(secret);
    const options = await staff.post(staffApiPaths.signInOptions, undefined);
    const foreign = authenticator.get(options.json(), { origin: 'https://evil.example' });
    const refused = await staff.post(staffApiPaths.signInVerify, { response: foreign });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: passkeyRefusedMessage });
    const fresh = await staff.post(staffApiPaths.signInOptions, undefined);
    const response = authenticator.get(fresh.json());
    expect((await staff.post(staffApiPaths.signInVerify, { response })).statusCode).toBe(200);
    expect((await staff.post(staffApiPaths.signInVerify, { response })).statusCode).toBe(401);
  });

  it('ends a session 30 minutes after its last request, and 12 hours after sign-in', async () => {
    const secret = await staff.inviteMember('clock@agency.example', ['in']);
    const { authenticator, cookie } = await staff.enrol(secret);
    staff.clock.now += sessionIdleMs - 1;
    expect((await staff.get(staffApiPaths.me, cookie)).statusCode).toBe(200);
    staff.clock.now += sessionIdleMs;
    expect((await staff.get(staffApiPaths.me, cookie)).statusCode).toBe(401);

    const kept = staff.cookieFrom(await staff.signIn(authenticator));
    const start = staff.clock.now;
    while (staff.clock.now + sessionIdleMs / 2 < start + sessionAbsoluteMs) {
      staff.clock.now += sessionIdleMs / 2;
      expect((await staff.get(staffApiPaths.me, kept)).statusCode).toBe(200);
    }
    staff.clock.now = start + sessionAbsoluteMs;
    const ended = await staff.get(staffApiPaths.me, kept);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: 'Sign in first.' });
  });

  it('ends every session of a disabled member at once, and refuses their passkey', async () => {
    const secret = await staff.inviteMember('leaver@agency.example', ['in']);
    const { authenticator, cookie } = await staff.enrol(secret);
    const other = staff.cookieFrom(await staff.signIn(authenticator));
    expect(await disable(staff.db, 'leaver@agency.example', cliActor, staff.clock.now)).toBe('disabled');
    expect((await staff.get(staffApiPaths.me, cookie)).statusCode).toBe(401);
    expect((await staff.get(staffApiPaths.me, other)).statusCode).toBe(401);
    expect((await staff.signIn(authenticator)).statusCode).toBe(401);
    // A session row left behind (disabled by some other path than disable()) is refused all the same.
    const kept = await staff.enrol(await staff.inviteMember('kept@agency.example', ['in']));
    await staff.db
      .updateTable('staff_members')
      .set({ disabled_at: new Date(staff.clock.now).toISOString() })
      .where('email', '=', 'kept@agency.example')
      .execute();
    expect((await staff.get(staffApiPaths.me, kept.cookie)).statusCode).toBe(401);
  });

  it('lists a member’s own sessions and ends one of them', async () => {
    const secret = await staff.inviteMember('lister@agency.example', ['in']);
    const { authenticator, cookie } = await staff.enrol(secret);
    const laptop = staff.cookieFrom(await staff.signIn(authenticator, { 'user-agent': 'Laptop' }));
    const listed = await staff.get(staffApiPaths.sessions, cookie);
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json<{ sessions: { id: string; userAgent: string; current: boolean }[] }>();
    expect(sessions.map((s) => [s.userAgent, s.current])).toEqual(
      expect.arrayContaining([
        ['Laptop', false],
        ['lightMyRequest', true],
      ]),
    );
    expect(sessions).toHaveLength(2);
    const laptopId = sessions.find((s) => s.userAgent === 'Laptop')?.id ?? '';
    const ended = await staff.app.inject({
      method: 'DELETE',
      url: staffApiPaths.session(laptopId),
      headers: { ...staff.sameOrigin, cookie },
    });
    expect(ended.statusCode).toBe(204);
    expect((await staff.get(staffApiPaths.me, laptop)).statusCode).toBe(401);
    expect((await staff.get(staffApiPaths.me, cookie)).statusCode).toBe(200);
    // Another member's session is as absent as a missing one.
    const stranger = await staff.inviteMember('stranger@agency.example', ['uk']);
    const { cookie: theirs } = await staff.enrol(stranger);
    const mine = (await staff.get(staffApiPaths.sessions, cookie)).json<{ sessions: { id: string }[] }>();
    const refused = await staff.app.inject({
      method: 'DELETE',
      url: staffApiPaths.session(mine.sessions[0]?.id ?? ''),
      headers: { ...staff.sameOrigin, cookie: theirs },
    });
    expect(refused.statusCode).toBe(404);
    expect((await staff.get(staffApiPaths.me, cookie)).statusCode).toBe(200);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const secret = await staff.inviteMember('out@agency.example', ['in']);
    const { cookie } = await staff.enrol(secret);
    const out = await staff.post(staffApiPaths.signOut, undefined, { cookie });
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toBe(
      '__Host-staff-session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    );
    expect((await staff.get(staffApiPaths.me, cookie)).statusCode).toBe(401);
  });

  it('refuses a state-changing request from another origin, or without one: 403', async () => {
    const secret = await staff.inviteMember('csrf@agency.example', ['in']);
    const { cookie } = await staff.enrol(secret);
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: staff.origin, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of cases) {
      const answer = await staff.app.inject({
        method: 'POST',
        url: staffApiPaths.signOut,
        headers: { ...headers, cookie },
      });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json()).toEqual({ message: foreignRequestMessage });
    }
    expect((await staff.get(staffApiPaths.me, cookie)).statusCode).toBe(200);
  });
});

describe.each(engines)('staff failure limits on %s', (engine) => {
  let staff: TestStaff;
  beforeAll(async () => {
    staff = await startTestStaff(engine, {
      failureLimit: { max: 3, windowMs: 15 * minute },
      addressFailureLimit: { max: 8, windowMs: 15 * minute },
      challengeLimit: { max: 40, windowMs: 15 * minute },
    });
  });
  afterAll(() => staff.close());

  const failWith = async (authenticator: SoftwareAuthenticator) => {
    const options = await staff.post(staffApiPaths.signInOptions, undefined);
    return staff.post(staffApiPaths.signInVerify, {
      response: authenticator.get(options.json(), { origin: 'https://evil.example' }),
    });
  };
  const lockouts = () =>
    staff.db
      .selectFrom('staff_audit')
      .select(['actor', 'from_address'])
      .where('action', '=', 'session.rate-limited')
      .orderBy('id')
      .execute();

  it('locks out the member who failed, never the colleagues behind the same address', async () => {
    const asha = await staff.enrol(await staff.inviteMember('asha@agency.example', ['in']));
    const tom = await staff.enrol(await staff.inviteMember('tom@agency.example', ['in']));
    for (let i = 0; i < 3; i++) expect((await failWith(asha.authenticator)).statusCode).toBe(401);
    // Her own passkey, rightly used, waits out the window: the guesses were made with it.
    const locked = await staff.signIn(asha.authenticator);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: tooManyForYouMessage });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await staff.signIn(asha.authenticator)).statusCode).toBe(429);
    // A colleague at the same desk signs in.
    expect((await staff.signIn(tom.authenticator)).statusCode).toBe(200);
    // The lockout is on the record once, however often it refused.
    expect(await lockouts()).toEqual([{ actor: 'asha@agency.example', from_address: '127.0.0.1' }]);
    staff.clock.now += 15 * minute;
    expect((await staff.signIn(asha.authenticator)).statusCode).toBe(200);
  });

  it('stops a client spraying passkeys we do not hold at the address’s higher ceiling', async () => {
    staff.clock.now += 15 * minute;
    const ravi = await staff.enrol(await staff.inviteMember('ravi@agency.example', ['in']));
    // Eight passkeys nobody enrolled, one try each: each its own key, all one address.
    for (let i = 0; i < 8; i++) {
      const stranger = new SoftwareAuthenticator(staff.origin);
      stranger.create({ challenge: 'AA', rp: {}, user: { id: 'AA' } });
      const options = await staff.post(staffApiPaths.signInOptions, undefined);
      const answer = await staff.post(staffApiPaths.signInVerify, {
        response: stranger.get(options.json()),
      });
      expect(answer.statusCode).toBe(401);
    }
    const ceiling = await staff.signIn(ravi.authenticator);
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json()).toEqual({ message: tooManyAttemptsMessage });
    expect((await lockouts()).at(-1)).toEqual({ actor: 'ravi@agency.example', from_address: '127.0.0.1' });
    staff.clock.now += 15 * minute;
    expect((await staff.signIn(ravi.authenticator)).statusCode).toBe(200);
  });

  it('counts guessed invitations per link and address: the address’s ceiling stops a guesser', async () => {
    staff.clock.now += 15 * minute;
    for (let i = 0; i < 8; i++)
      expect((await staff.post(staffApiPaths.enrolmentOptions, { secret: newSecret() })).statusCode).toBe(
        404,
      );
    const limited = await staff.post(staffApiPaths.enrolmentOptions, { secret: newSecret() });
    expect(limited.statusCode).toBe(429);
  });

  it('answers 429 to a client asking for more sign-in challenges than any person needs', async () => {
    staff.clock.now += 15 * minute;
    for (let i = 0; i < 40; i++)
      expect((await staff.post(staffApiPaths.signInOptions, undefined)).statusCode).toBe(200);
    const limited = await staff.post(staffApiPaths.signInOptions, undefined);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: tooManyAttemptsMessage });
  });
});

describe('the session cookie on an http origin', () => {
  let staff: TestStaff;
  beforeAll(async () => {
    staff = await startTestStaff('sqlite', { origin: 'http://localhost:4100' });
  });
  afterAll(() => staff.close());

  it('is staff-session, without Secure: a browser refuses __Host- without it', async () => {
    const secret = await staff.inviteMember('dev@agency.example', ['in']);
    const authenticator = new SoftwareAuthenticator(staff.origin);
    const options = await staff.post(staffApiPaths.enrolmentOptions, { secret });
    expect(options.json()).toMatchObject({ rp: { id: 'localhost' } });
    const verified = await staff.post(staffApiPaths.enrolmentVerify, {
      secret,
      response: authenticator.create(options.json()),
    });
    expect(verified.headers['set-cookie']).toMatch(
      /^staff-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/,
    );
  });
});
