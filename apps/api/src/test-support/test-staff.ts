import http from 'node:http';
import { staffApiPaths, type StaffRegion } from '@agency/staff-contract';
import { createFastify } from '../app.ts';
import type { Engine } from '../db/open-database.ts';
import type { InvitationMailer } from '../staff/people/send-invitation.ts';
import { buildStaffApp } from '../staff/staff-app.ts';
import type { StaffReplyOptions } from '../staff/conversations/lead-conversation-routes.ts';
import { invite, type Actor } from '../staff/people/staff-directory.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';
import { createTestDatabase } from './test-api.ts';

export const testStaffOrigin = 'https://inbox.agency.example';

/** An answer as a test reads it, from inject or from the real listener alike. */
export interface TestAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  rawPayload: Buffer;
  json<T = unknown>(): T;
}

/** One request to a listening server over a real connection, JSON body if any. */
function overHttp(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: object,
): Promise<TestAnswer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const sent = payload
    ? { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) }
    : headers;
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(url, base), { method, headers: sent, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        const text = rawPayload.toString('utf8');
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          rawPayload,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}
export const cliActor: Actor = { actor: 'cli:test', staffId: null, fromAddress: 'cli' };

/**
 * The staff listener's app over a real database of the given engine, with a
 * clock the test moves (no sleeps), starting at the real time. Requests go in through Fastify's inject,
 * the whole request path (hooks, parsers, routes) included; with `listen`,
 * through a real HTTP listener on a free loopback port instead.
 */
export async function startTestStaff(
  engine: Engine,
  options: {
    origin?: string;
    failureLimit?: { max: number; windowMs: number };
    addressFailureLimit?: { max: number; windowMs: number };
    challengeLimit?: { max: number; windowMs: number };
    invitationsPerHour?: number;
    /** How admins' invitations are mailed (a real SMTP server in the tests that mail). */
    mailer?: (origin: string) => InvitationMailer;
    /** Send every get and post over a real connection to the app listening on loopback. */
    listen?: boolean;
    /** Answering leads: templates, the undo window and delay, the reply mailbox. */
    replies?: StaffReplyOptions;
  } = {},
) {
  const database = await createTestDatabase(engine);
  const origin = options.origin ?? testStaffOrigin;
  // Starts at the real time, which the outbox and the intake beside it read, so the two agree
  // until a test moves this one; `startedAt` is where it started, for what a test expects.
  const startedAt = Date.now();
  const clock = { now: startedAt, startedAt };
  const app = buildStaffApp(createFastify({ logLevel: 'silent' }), {
    db: database.db,
    engine,
    origin: () => origin,
    now: () => clock.now,
    failureLimit: options.failureLimit,
    addressFailureLimit: options.addressFailureLimit,
    challengeLimit: options.challengeLimit,
    invitationsPerHour: options.invitationsPerHour,
    mailer: options.mailer?.(origin),
    replies: options.replies,
  });
  await app.ready();
  const base = options.listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : undefined;

  /** What the inbox's own pages send with a state-changing request. */
  const sameOrigin = { origin, 'sec-fetch-site': 'same-origin' };

  const post = (
    url: string,
    body: object | undefined,
    headers: Record<string, string> = {},
  ): Promise<TestAnswer> =>
    base
      ? overHttp(base, 'POST', url, { ...sameOrigin, ...headers }, body)
      : app.inject({ method: 'POST', url, payload: body, headers: { ...sameOrigin, ...headers } });

  /** The session cookie's `name=value` from a Set-Cookie answer. */
  const cookieFrom = (response: TestAnswer): string => {
    const header = response.headers['set-cookie'];
    const first = Array.isArray(header) ? header[0] : header;
    return String(first ?? '').split(';')[0] ?? '';
  };

  /** Invites someone (as the CLI does) and returns the link's secret. */
  const inviteMember = async (
    email: string,
    regions: StaffRegion[],
    flags: { careers?: boolean; admin?: boolean } = {},
  ) => {
    const outcome = await invite(
      database.db,
      { email, regions, careers: flags.careers ?? false, admin: flags.admin ?? false },
      cliActor,
      clock.now,
    );
    if (outcome === 'exists') throw new Error(`${email} exists`);
    return outcome.secret;
  };

  /** Enrols from an invitation with a new software authenticator; returns it and the session cookie. */
  const enrol = async (secret: string) => {
    const authenticator = new SoftwareAuthenticator(origin);
    const options = await post(staffApiPaths.enrolmentOptions, { secret });
    if (options.statusCode !== 200) throw new Error(`options: ${options.statusCode} ${options.body}`);
    const response = authenticator.create(options.json());
    const verified = await post(staffApiPaths.enrolmentVerify, { secret, response });
    if (verified.statusCode !== 201) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
    return { authenticator, cookie: cookieFrom(verified) };
  };

  /** Signs in with an authenticator's passkey; returns the answer. */
  const signIn = async (authenticator: SoftwareAuthenticator, headers: Record<string, string> = {}) => {
    const options = await post(staffApiPaths.signInOptions, undefined, headers);
    return post(staffApiPaths.signInVerify, { response: authenticator.get(options.json()) }, headers);
  };

  const get = (url: string, cookie: string): Promise<TestAnswer> =>
    base ? overHttp(base, 'GET', url, { cookie }) : app.inject({ method: 'GET', url, headers: { cookie } });

  return {
    app,
    db: database.db,
    clock,
    origin,
    sameOrigin,
    post,
    get,
    cookieFrom,
    inviteMember,
    enrol,
    signIn,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export type TestStaff = Awaited<ReturnType<typeof startTestStaff>>;
