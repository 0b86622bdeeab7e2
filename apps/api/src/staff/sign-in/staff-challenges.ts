import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { challengeValidityMs } from './staff-limits.ts';
import type { StaffChallengesTable } from '../../db/staff-tables.ts';

/**
 * Keeps a challenge handed to a browser: in the database, so whichever
 * instance gets the answer can check it. Spent ones are swept as new ones come.
 */
export async function keepChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: StaffChallengesTable['purpose'],
  invitationId: string | null,
  now: number,
): Promise<void> {
  await db.deleteFrom('staff_challenges').where('expires_at', '<=', new Date(now).toISOString()).execute();
  await db
    .insertInto('staff_challenges')
    .values({
      challenge,
      purpose,
      invitation_id: invitationId,
      expires_at: new Date(now + challengeValidityMs).toISOString(),
    })
    .execute();
}

/**
 * Takes a challenge back, once: it is deleted as it is read, so a replayed
 * answer finds nothing. True when it was handed out for this purpose (and
 * invitation) and is still fresh.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: StaffChallengesTable['purpose'],
  invitationId: string | null,
  now: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom('staff_challenges')
    .where('challenge', '=', challenge)
    .returningAll()
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.purpose === purpose &&
    row.invitation_id === invitationId &&
    Date.parse(row.expires_at) > now
  );
}
