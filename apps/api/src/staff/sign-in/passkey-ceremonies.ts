import type { Kysely } from 'kysely';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { AuthenticationResponse, RegistrationResponse } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';
import { keepChallenge, takeChallenge } from './staff-challenges.ts';
import { challengeValidityMs } from './staff-limits.ts';
import type { StaffMemberRow } from './staff-member.ts';
import { hashSecret } from './staff-secrets.ts';

/** The relying party: the inbox's origin, and its host name as the rpID. */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

export function relyingPartyOf(origin: string): RelyingParty {
  return { origin, rpID: new URL(origin).hostname };
}

const rpName = 'Agency staff inbox';
const iso = (ms: number) => new Date(ms).toISOString();

/** An invitation that still works: unused, unexpired, its member not disabled. */
async function openInvitation(db: Kysely<Database>, secret: string, now: number) {
  return db
    .selectFrom('staff_invitations as i')
    .innerJoin('staff_members as m', 'm.id', 'i.staff_id')
    .select(['i.id as invitation_id'])
    .selectAll('m')
    .where('i.secret_hash', '=', hashSecret(secret))
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', iso(now))
    .where('m.disabled_at', 'is', null)
    .executeTakeFirst();
}

/** Whose invitation a secret is, whatever its state (used, expired): a failed attempt names them. */
export async function invitationHolder(db: Kysely<Database>, secret: string) {
  return db
    .selectFrom('staff_invitations as i')
    .innerJoin('staff_members as m', 'm.id', 'i.staff_id')
    .select(['m.id', 'm.email'])
    .where('i.secret_hash', '=', hashSecret(secret))
    .executeTakeFirst();
}

/** Whose passkey a credential id is (disabled members included): a failed sign-in names them. */
export async function passkeyHolder(db: Kysely<Database>, credentialId: string) {
  return db
    .selectFrom('staff_passkeys as p')
    .innerJoin('staff_members as m', 'm.id', 'p.staff_id')
    .select(['m.id', 'm.email'])
    .where('p.credential_id', '=', credentialId)
    .executeTakeFirst();
}

/** Registration options for an invitation's holder; undefined when the invitation does not work. */
export async function enrolmentOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  secret: string,
  now: number,
): Promise<PublicKeyCredentialCreationOptionsJSON | undefined> {
  const invitation = await openInvitation(db, secret, now);
  if (!invitation) return undefined;
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rp.rpID,
    userName: invitation.email,
    userID: new TextEncoder().encode(invitation.id),
    attestationType: 'none',
    timeout: challengeValidityMs,
    // A discoverable passkey, unlocked by its owner: sign-in asks for no name.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'enrol', invitation.invitation_id, now);
  return options;
}

/** `held`: the passkey's credential id is someone's already (a replayed or crafted registration). */
export type EnrolmentOutcome = { member: StaffMemberRow } | 'invitation' | 'refused' | 'held';

/** A passkey's credential id already stored: registering it again would take it from its holder. */
class CredentialHeld extends Error {}

/**
 * Verifies a registration against the challenge handed out for this very
 * invitation, then stores the passkey and spends the invitation in one
 * transaction; of two answers racing, one spends it and the other is refused.
 */
export async function enrol(
  db: Kysely<Database>,
  rp: RelyingParty,
  secret: string,
  response: RegistrationResponse,
  now: number,
): Promise<EnrolmentOutcome> {
  const invitation = await openInvitation(db, secret, now);
  if (!invitation) return 'invitation';
  const { invitation_id: invitationId, ...member } = invitation;
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      // The contract's schema is the browser library's RegistrationResponseJSON, checked.
      response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'enrol', invitationId, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    return 'refused';
  }
  if (!verification.verified) return 'refused';
  const { credential } = verification.registrationInfo;
  const stored = () => passkeyHolder(db, credential.id);
  if (await stored()) return 'held';
  try {
    return await db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('staff_invitations')
        .set({ used_at: iso(now) })
        .where('id', '=', invitationId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return 'invitation' as const;
      try {
        await trx
          .insertInto('staff_passkeys')
          .values({
            credential_id: credential.id,
            staff_id: member.id,
            public_key: Buffer.from(credential.publicKey),
            counter: credential.counter,
            transports: (credential.transports ?? []).join(','),
            created_at: iso(now),
            last_used_at: null,
          })
          .execute();
      } catch (error) {
        // Two registrations of one credential id racing: the second breaks the key, and spends nothing.
        throw new CredentialHeld('credential held', { cause: error });
      }
      return { member };
    });
  } catch (error) {
    if (error instanceof CredentialHeld && (await stored())) return 'held';
    throw error;
  }
}

/** Options for a sign-in with any of this origin's passkeys (discoverable: no name asked). */
export async function signInOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  now: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: 'required',
    timeout: challengeValidityMs,
  });
  await keepChallenge(db, options.challenge, 'sign-in', null, now);
  return options;
}

/** The member a passkey's assertion proves, or undefined (unknown passkey, disabled member, bad answer). */
export async function signIn(
  db: Kysely<Database>,
  rp: RelyingParty,
  response: AuthenticationResponse,
  now: number,
): Promise<StaffMemberRow | undefined> {
  const row = await db
    .selectFrom('staff_passkeys as p')
    .innerJoin('staff_members as m', 'm.id', 'p.staff_id')
    .select(['p.credential_id', 'p.public_key', 'p.counter', 'p.transports'])
    .selectAll('m')
    .where('p.credential_id', '=', response.id)
    .executeTakeFirst();
  if (!row || row.disabled_at !== null) return undefined;
  const { credential_id: id, public_key: publicKey, counter, transports, ...member } = row;
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'sign-in', null, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      credential: {
        id,
        publicKey: new Uint8Array(publicKey),
        counter: Number(counter),
        transports: transports ? (transports.split(',') as WebAuthnCredential['transports']) : [],
      },
    });
  } catch {
    return undefined;
  }
  if (!verification.verified) return undefined;
  await db
    .updateTable('staff_passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: iso(now) })
    .where('credential_id', '=', id)
    .execute();
  return member;
}
