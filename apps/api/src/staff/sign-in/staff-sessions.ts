import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffSession } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';
import { sessionAbsoluteMs, sessionIdleMs } from './staff-limits.ts';
import type { StaffMemberRow } from './staff-member.ts';
import { hashSecret, newSecret } from './staff-secrets.ts';

export interface SignedIn {
  sessionId: string;
  member: StaffMemberRow;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A new session for a member who just proved a passkey: a new random id
 * (256 bits) every time, stored only as its hash. Returns the cookie's value.
 */
export async function startSession(
  db: Kysely<Database>,
  staffId: string,
  now: number,
  client: { fromAddress: string; userAgent: string },
): Promise<string> {
  const token = newSecret(32);
  await db
    .insertInto('staff_sessions')
    .values({
      id: randomUUID(),
      token_hash: hashSecret(token),
      staff_id: staffId,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(now + sessionAbsoluteMs),
      from_address: client.fromAddress,
      user_agent: client.userAgent.slice(0, 300),
    })
    .execute();
  return token;
}

/**
 * The session a cookie's value names, if it is still good: within 30 minutes
 * of its last request and 12 hours of its sign-in, its member not disabled.
 * A good one is seen now (idle time counts from here); a spent one is deleted.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: number,
): Promise<SignedIn | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_members as m', 'm.id', 's.staff_id')
    .select(['s.id as session_id', 's.last_seen_at', 's.expires_at'])
    .selectAll('m')
    .where('s.token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id: sessionId, last_seen_at: lastSeenAt, expires_at: expiresAt, ...member } = row;
  const spent =
    member.disabled_at !== null ||
    Date.parse(expiresAt) <= now ||
    Date.parse(lastSeenAt) + sessionIdleMs <= now;
  if (spent) {
    await db.deleteFrom('staff_sessions').where('id', '=', sessionId).execute();
    return undefined;
  }
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: iso(now) })
    .where('id', '=', sessionId)
    .execute();
  return { sessionId, member };
}

/** Ends one session of a member; false when they have none by that id. */
export async function endSession(db: Kysely<Database>, staffId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('id', '=', sessionId)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A member's sessions that are still good, newest first. */
export async function listSessions(
  db: Kysely<Database>,
  staffId: string,
  currentId: string,
  now: number,
): Promise<StaffSession[]> {
  const rows = await db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('expires_at', '>', iso(now))
    .where('last_seen_at', '>', iso(now - sessionIdleMs))
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    fromAddress: row.from_address,
    userAgent: row.user_agent,
    current: row.id === currentId,
  }));
}
