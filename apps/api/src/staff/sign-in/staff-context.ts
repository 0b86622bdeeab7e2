import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffApiError } from '@agency/staff-contract';
import type { Engine } from '../../db/open-database.ts';
import type { Database } from '../../db/schema.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import { unknownActor, writeAudit, type AuditAction, type AuditEntry } from './staff-audit.ts';
import { cookieValue, sessionCookieFor, sessionCookieHeader, type SessionCookie } from './staff-cookie.ts';
import { sessionAbsoluteMs } from './staff-limits.ts';
import { findSession, startSession, type SignedIn } from './staff-sessions.ts';
import { relyingPartyOf, type RelyingParty } from './passkey-ceremonies.ts';
import { hashSecret } from './staff-secrets.ts';

/** What the staff routes share: the database, the clock, the origin and the limits. */
export interface StaffContext {
  db: Kysely<Database>;
  engine: Engine;
  now: () => number;
  rp: () => RelyingParty;
  cookie: () => SessionCookie;
  /** Failed sign-ins, enrolments and re-checks per member, or per address and credential (or link) when none is known. */
  failures: RateLimiter;
  /** The same failures per client address, whoever they were for: a higher ceiling against spraying. */
  addressFailures: RateLimiter;
  /** Counts the sign-in challenges handed to each client address (each is a row until it expires). */
  challenges: RateLimiter;
  /** One per limit reached and window: a lockout is audited once, not once per request it refuses. */
  lockouts: RateLimiter;
  /** Invitations each admin sends (invite and re-invite) in an hour. */
  invitations: RateLimiter;
}

export function staffContext(options: {
  db: Kysely<Database>;
  engine: Engine;
  now: () => number;
  origin: () => string;
  failures: RateLimiter;
  addressFailures: RateLimiter;
  challenges: RateLimiter;
  lockouts: RateLimiter;
  invitations: RateLimiter;
}): StaffContext {
  const { origin, ...shared } = options;
  return {
    ...shared,
    rp: () => relyingPartyOf(origin()),
    cookie: () => sessionCookieFor(origin()),
  };
}

export const notSignedInMessage = 'Sign in first.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member: set by the signedIn hook of every group but the sign-in routes'. */
    who: SignedIn;
    /** What the route's audit row names: one row per target (a lead each), none given one untargeted row. */
    auditTargets?: AuditEntry['target'][];
  }
  interface FastifyContextConfig {
    /** Every staff route declares the action its success is audited as, or why it has none (a test holds them to it). */
    audit?: AuditAction | { none: string };
  }
}

/** A route's options: the action its success is audited as (auditSuccesses writes the row). */
export const audited = (audit: AuditAction) => ({ config: { audit } });

/** A route's options: why the hook writes no row for it (it touches nothing of a lead, or audits where it happens). */
export const unaudited = (none: string) => ({ config: { audit: { none } } });

/** The hook of every signed-in group: the member into the request, or a 401 before any route of it runs. */
export const signedIn = (context: StaffContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const token = cookieValue(request.headers.cookie, context.cookie().name);
  const found = await findSession(context.db, token, context.now());
  if (!found) return reply.code(401).send({ message: notSignedInMessage } satisfies StaffApiError);
  request.who = found;
};

/**
 * Writes the audit row a route declared once it has succeeded (2xx), just
 * before the answer goes out, as the routes did themselves: a route cannot
 * forget it, and a refusal or failure is never recorded as done.
 */
export function auditSuccesses(app: FastifyInstance, context: StaffContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const action = request.routeOptions.config.audit;
    if (typeof action === 'string' && reply.statusCode < 300)
      await auditEach(context, request, action, request.auditTargets);
    return payload;
  });
}

/** The signed-in member's action, one row per target (a lead each) when it touched several, else one row. */
export async function auditEach(
  context: StaffContext,
  request: FastifyRequest,
  action: AuditAction,
  targets: AuditEntry['target'][] = [undefined],
): Promise<void> {
  for (const target of targets) await audit(context, request, request.who, { action, target });
}

/**
 * Signs a member in: whatever session cookie the request brought (one a
 * stranger may have planted) is ended, never adopted, and a new id is set.
 */
export async function openSession(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: string,
): Promise<void> {
  const brought = cookieValue(request.headers.cookie, context.cookie().name);
  const previous = await findSession(context.db, brought, context.now());
  if (previous) await context.db.deleteFrom('staff_sessions').where('id', '=', previous.sessionId).execute();
  const token = await startSession(context.db, staffId, context.now(), {
    fromAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  void reply.header('set-cookie', sessionCookieHeader(context.cookie(), token, sessionAbsoluteMs / 1000));
}

/** An audit row for a signed-in member's request. */
export function audit(
  context: StaffContext,
  request: FastifyRequest,
  who: SignedIn | { member: { id: string; email: string } },
  entry: Pick<AuditEntry, 'action' | 'target'>,
): Promise<void> {
  return writeAudit(context.db, {
    ...entry,
    at: context.now(),
    staffId: who.member.id,
    actor: who.member.email,
    fromAddress: request.ip,
  });
}

/**
 * A failed attempt's audit row: when, from where, and the member where one is
 * known (a passkey of theirs, a link of theirs); never the secret, the
 * passkey's id or anything the attempt carried.
 */
export function auditFailure(
  context: StaffContext,
  request: FastifyRequest,
  member: { id: string; email: string } | undefined,
  entry: Pick<AuditEntry, 'action' | 'target'>,
): Promise<void> {
  return writeAudit(context.db, {
    ...entry,
    at: context.now(),
    staffId: member?.id ?? null,
    actor: member?.email ?? unknownActor,
    fromAddress: request.ip,
  });
}

export const tooManyAttemptsMessage = 'Too many attempts from your address. Try again later.';
export const tooManyForYouMessage = 'Too many failed attempts with this passkey or link. Try again later.';

/** 429 with Retry-After; the lockout audited once per bucket and window (the lockouts limiter). */
async function lockedOut(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  refused: { bucket: string; retryAfter: number; message: string },
  member: { id: string; email: string } | undefined,
  action: 'session.rate-limited' | 'staff.invitations-rate-limited' = 'session.rate-limited',
): Promise<undefined> {
  const first = await context.lockouts.take(`staff-lockout:${refused.bucket}`, context.now());
  if (first.allowed) await auditFailure(context, request, member, { action });
  void reply
    .code(429)
    .header('retry-after', String(refused.retryAfter))
    .send({ message: refused.message } satisfies StaffApiError);
  return undefined;
}

/** Whose failures an attempt counts against: a member's, or those of one credential or link from one address. */
export type FailureKey = { member: { id: string; email: string } } | { credential: string };

/**
 * An attempt counted against the failure limits: its own (the member's, or
 * the address and credential's) and its address's, whose ceiling is higher.
 * Colleagues failing behind one office address lock out themselves, not the
 * office; a correct passkey of anyone else still signs in. 429 with
 * Retry-After when either is spent; the caller gives a success's count back.
 */
export async function overFailureLimit(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: FailureKey,
): Promise<{ giveBack: () => Promise<void> } | undefined> {
  const now = context.now();
  const member = 'member' in key ? key.member : undefined;
  const own =
    'member' in key
      ? `staff-failures:member:${key.member.id}`
      : `staff-failures:${request.ip}:${hashSecret(key.credential)}`;
  const address = `staff-failures:address:${request.ip}`;
  const first = await context.failures.take(own, now);
  if (!first.allowed)
    return lockedOut(
      context,
      request,
      reply,
      { bucket: own, retryAfter: first.retryAfter, message: tooManyForYouMessage },
      member,
    );
  const second = await context.addressFailures.take(address, now);
  if (!second.allowed) {
    await context.failures.giveBack(own, first.at);
    return lockedOut(
      context,
      request,
      reply,
      { bucket: address, retryAfter: second.retryAfter, message: tooManyAttemptsMessage },
      member,
    );
  }
  return {
    giveBack: async () => {
      await context.failures.giveBack(own, first.at);
      await context.addressFailures.giveBack(address, second.at);
    },
  };
}

/** A sign-in challenge handed to the client's address, counted whatever comes of it; 429 when spent. */
export async function overChallengeLimit(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  member?: { id: string; email: string },
): Promise<boolean> {
  const bucket = `staff-challenges:${request.ip}`;
  const decision = await context.challenges.take(bucket, context.now());
  if (decision.allowed) return false;
  await lockedOut(
    context,
    request,
    reply,
    { bucket, retryAfter: decision.retryAfter, message: tooManyAttemptsMessage },
    member,
  );
  return true;
}

export const tooManyInvitationsMessage = (perHour: number) =>
  `You have sent ${perHour} invitations in the last hour, the most one admin may. Try again later.`;

/**
 * One invitation an admin sends, counted against their hourly cap; 429 when
 * spent (audited once per window). The caller gives it back when nothing was sent.
 */
export async function overInvitationLimit(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  perHour: number,
): Promise<{ giveBack: () => Promise<void> } | undefined> {
  const bucket = `staff-invitations:${request.who.member.id}`;
  const decision = await context.invitations.take(bucket, context.now());
  if (!decision.allowed)
    return lockedOut(
      context,
      request,
      reply,
      { bucket, retryAfter: decision.retryAfter, message: tooManyInvitationsMessage(perHour) },
      request.who.member,
      'staff.invitations-rate-limited',
    );
  return { giveBack: async () => context.invitations.giveBack(bucket, decision.at) };
}
