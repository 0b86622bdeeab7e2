import type { Kysely } from 'kysely';
import type { StaffColleague } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';
import { regionsOf, type StaffMemberRow } from '../sign-in/staff-member.ts';

/**
 * The member's colleagues: everyone else not disabled who shares at least one
 * region with them, by address. Invited members who have not enrolled yet are
 * among them, as a lead may already be assigned to them. Whoever shares no
 * region is not named to this member at all.
 */
export async function colleaguesOf(db: Kysely<Database>, member: StaffMemberRow): Promise<StaffColleague[]> {
  const regions = regionsOf(member);
  const others = await db
    .selectFrom('staff_members')
    .select(['id', 'email', 'regions'])
    .where('disabled_at', 'is', null)
    .where('id', '!=', member.id)
    .orderBy('email')
    .execute();
  return others
    .filter((other) => regionsOf(other).some((region) => regions.includes(region)))
    .map(({ id, email }) => ({ id, email }));
}

/** Whether the id is one of the member's colleagues: a filter by anyone else matches nothing. */
export async function isColleague(
  db: Kysely<Database>,
  member: StaffMemberRow,
  id: string,
): Promise<boolean> {
  return (await colleaguesOf(db, member)).some((colleague) => colleague.id === id);
}
