import {
  staffFormKinds,
  type ReportQuery,
  type StaffFormKind,
  type StaffRegion,
} from '@agency/staff-contract';
import { regionsOf, type StaffMemberRow } from '../sign-in/staff-member.ts';

/**
 * What a report counts: the days asked for, the reader's regions (or the
 * one of theirs asked for), and the forms they may open (applications only
 * with the careers permission), as staff-leads.ts's inScope has it. A region
 * that is not theirs counts nothing, as the list shows nothing for it.
 */
export interface ReportScope {
  from: string;
  to: string;
  regions: StaffRegion[];
  forms: StaffFormKind[];
  careers: boolean;
}

export function reportScope(member: StaffMemberRow, query: ReportQuery): ReportScope {
  const own = regionsOf(member);
  const careers = member.careers === 1;
  return {
    from: query.from,
    to: query.to,
    regions: query.region ? own.filter((region) => region === query.region) : own,
    forms: staffFormKinds.filter((form) => careers || form !== 'job-application'),
    careers,
  };
}

/** Whether the scope can count anything at all. */
export const countsAnything = (scope: ReportScope) => scope.regions.length > 0;
