import type { Kysely } from 'kysely';
import type { AuthenticationResponse } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';
import { signIn, signInOptions, type RelyingParty } from './passkey-ceremonies.ts';
import { reauthValidityMs } from './staff-limits.ts';
import type { SignedIn } from './staff-sessions.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** Options for proving the passkey again: the sign-in ceremony's, limited to the member's own passkeys. */
export async function reauthOptions(db: Kysely<Database>, rp: RelyingParty, who: SignedIn, now: number) {
  const passkeys = await db
    .selectFrom('staff_passkeys')
    .select(['credential_id', 'transports'])
    .where('staff_id', '=', who.member.id)
    .execute();
  const options = await signInOptions(db, rp, now);
  return {
    ...options,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      type: 'public-key' as const,
      ...(passkey.transports ? { transports: passkey.transports.split(',') } : {}),
    })),
  };
}

/**
 * Verifies the assertion as a sign-in does (the same challenge, counter and
 * user verification), and only for a passkey of the session's own member;
 * then stamps the session. False for anything else.
 */
export async function reauthenticate(
  db: Kysely<Database>,
  rp: RelyingParty,
  who: SignedIn,
  response: AuthenticationResponse,
  now: number,
): Promise<boolean> {
  const member = await signIn(db, rp, response, now);
  if (member?.id !== who.member.id) return false;
  await db
    .updateTable('staff_sessions')
    .set({ reauthenticated_at: iso(now) })
    .where('id', '=', who.sessionId)
    .execute();
  return true;
}

/** Whether the session's member proved their passkey within the last few minutes. */
export async function freshlyReauthenticated(
  db: Kysely<Database>,
  who: SignedIn,
  now: number,
): Promise<boolean> {
  const session = await db
    .selectFrom('staff_sessions')
    .select('reauthenticated_at')
    .where('id', '=', who.sessionId)
    .executeTakeFirst();
  const at = session?.reauthenticated_at;
  return at !== null && at !== undefined && Date.parse(at) + reauthValidityMs > now;
}
