import type { Kysely } from 'kysely';
import { staffApiPaths, type StaffRegion } from '@agency/staff-contract';
import type { Database } from '../db/schema.ts';
import { invite } from '../staff/people/staff-directory.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

/**
 * A member invited as the CLI does, in the database a server will use. Done
 * before the server starts: on SQLite a second process's write transaction
 * can meet the server's and be refused as locked.
 */
export async function inviteBeforeStart(
  db: Kysely<Database>,
  member: { email: string; regions: StaffRegion[]; careers?: boolean },
): Promise<string> {
  const issued = await invite(
    db,
    { email: member.email, regions: member.regions, careers: member.careers ?? false, admin: false },
    { actor: 'cli:test', staffId: null, fromAddress: 'cli' },
    Date.now(),
  );
  if (issued === 'exists') throw new Error(`${member.email} exists`);
  return issued.secret;
}

/**
 * The invited member enrolled with a software passkey on a spawned server's
 * staff listener, over real HTTP: `post` sends what the inbox's pages send,
 * with their session cookie.
 */
export async function enrolOnSpawned(staffOrigin: string, secret: string) {
  const base = staffOrigin.replace('localhost', '127.0.0.1');
  let cookie = '';
  const post = (path: string, body?: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        origin: staffOrigin,
        'sec-fetch-site': 'same-origin',
        cookie,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const authenticator = new SoftwareAuthenticator(staffOrigin);
  const options = await (await post(staffApiPaths.enrolmentOptions, { secret })).json();
  const enrolled = await post(staffApiPaths.enrolmentVerify, {
    secret,
    response: authenticator.create(options as Parameters<SoftwareAuthenticator['create']>[0]),
  });
  if (enrolled.status !== 201) throw new Error(`enrolment: ${enrolled.status} ${await enrolled.text()}`);
  cookie = (enrolled.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { post, get: (path: string) => fetch(`${base}${path}`, { headers: { cookie } }) };
}
