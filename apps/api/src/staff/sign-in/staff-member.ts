import type { Selectable } from 'kysely';
import type { FormKind, Region } from '@agency/contract';
import { staffRegions, type StaffFormKind, type StaffMe, type StaffRegion } from '@agency/staff-contract';
import type { StaffMembersTable } from '../../db/staff-tables.ts';

export type StaffMemberRow = Selectable<StaffMembersTable>;

/** The regions column (`in,uk`) as a list; unknown codes are dropped, never widened. */
export function regionsOf(member: Pick<StaffMemberRow, 'regions'>): StaffRegion[] {
  const listed = member.regions.split(',');
  return staffRegions.filter((region) => listed.includes(region));
}

export function staffMeOf(member: StaffMemberRow): StaffMe {
  return {
    email: member.email,
    regions: regionsOf(member),
    careers: member.careers === 1,
    admin: member.admin === 1,
  };
}

// The staff contract repeats the sites' regions and form kinds (a util library
// imports no other); the compiler holds the two lists equal.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type StaffWordsMatchContract = Holds<Same<StaffRegion, Region>> | Holds<Same<StaffFormKind, FormKind>>;
