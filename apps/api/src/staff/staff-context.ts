import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffApiError } from '@agency/staff-contract';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import { writeAudit, type AuditEntry } from './staff-audit.ts';
import { cookieValue, sessionCookieFor, sessionCookieHeader, type SessionCookie } from './staff-cookie.ts';
import { sessionAbsoluteMs } from './staff-limits.ts';
import { findSession, startSession, type SignedIn } from './staff-sessions.ts';
import { relyingPartyOf, type RelyingParty } from './passkey-ceremonies.ts';

/** What the staff routes share: the database, the clock, the origin and the failure limit. */
export interface StaffContext {
  db: Kysely<Database>;
  engine: Engine;
  now: () => number;
  rp: () => RelyingParty;
  cookie: () => SessionCookie;
  /** Counts failed sign-ins and invitation guesses per client address. */
  failures: RateLimiter;
  /** Counts the sign-in challenges handed to each client address (each is a row until it expires). */
  challenges: RateLimiter;
}

export function staffContext(options: {
  db: Kysely<Database>;
  engine: Engine;
  now: () => number;
  origin: () => string;
  failures: RateLimiter;
  challenges: RateLimiter;
}): StaffContext {
  return {
    db: options.db,
    engine: options.engine,
    now: options.now,
    failures: options.failures,
    challenges: options.challenges,
    rp: () => relyingPartyOf(options.origin()),
    cookie: () => sessionCookieFor(options.origin()),
  };
}

export const notSignedInMessage = 'Sign in first.';

/** The signed-in member of a request, or a 401 answered. */
export async function signedIn(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn | undefined> {
  const token = cookieValue(request.headers.cookie, context.cookie().name);
  const found = await findSession(context.db, token, context.now());
  if (!found) void reply.code(401).send({ message: notSignedInMessage } satisfies StaffApiError);
  return found;
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
 * An attempt counted against one of the client's limits (failures by
 * default); 429 with Retry-After when it is spent. The caller gives a
 * success's count back.
 */
export async function overFailureLimit(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  limit: 'failures' | 'challenges' = 'failures',
): Promise<{ giveBack: () => Promise<void> } | undefined> {
  const bucket = `staff-${limit}:${request.ip}`;
  const limiter = context[limit];
  const decision = await limiter.take(bucket, context.now());
  if (!decision.allowed) {
    void reply
      .code(429)
      .header('retry-after', String(decision.retryAfter))
      .send({
        message: 'Too many attempts from your address. Try again later.',
      } satisfies StaffApiError);
    return undefined;
  }
  return { giveBack: async () => limiter.giveBack(bucket, decision.at) };
}
