import { staffRegions, type StaffRegion } from '@agency/staff-contract';
import { regionsOf, type StaffMemberRow } from './staff-member.ts';

/** What a member may see, or what an admin asks to give someone: regions, and careers (job applications). */
export interface Access {
  regions: readonly StaffRegion[];
  careers: boolean;
}

export const accessOf = (member: Pick<StaffMemberRow, 'regions' | 'careers'>): Access => ({
  regions: regionsOf(member),
  careers: member.careers === 1,
});

/**
 * Whether `access` holds nothing beyond `holder`'s: only regions of theirs, and
 * careers only if they have it. An admin grants, and manages people, only
 * within their own access; admin itself they hold, so they may give it.
 */
export function within(access: Access, holder: Access): boolean {
  return (
    access.regions.every((region) => holder.regions.includes(region)) && (!access.careers || holder.careers)
  );
}

/** Every region and careers: the one access that sees, and may do, everything. */
export function holdsEverything(access: Access): boolean {
  return staffRegions.every((region) => access.regions.includes(region)) && access.careers;
}

/** Whether a lead of this region and form is within the access (applications only with careers). */
export function leadWithin(lead: { region: string; form: string }, access: Access): boolean {
  return (
    (access.regions as readonly string[]).includes(lead.region) &&
    (lead.form !== 'job-application' || access.careers)
  );
}
