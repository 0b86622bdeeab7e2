import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listMembers } from './staff-directory.ts';
import { accessOf, within, type Access } from '../sign-in/staff-scope.ts';
import type { StaffAuditTable } from '../../db/staff-tables.ts';

type AuditRows = SelectQueryBuilder<Database, 'staff_audit', Selectable<StaffAuditTable>>;

/**
 * The audit rows an admin of some regions may read: those whose actor (a
 * member) lies within their access, or the CLI's about something that does,
 * and whose target does too: a member within it, a lead of their regions
 * (an application only with careers) by the region and form written with the
 * row, so a lead's rows stay where they were once it is erased. A row about a
 * lead nobody holds, or by nobody known (a stranger's failed sign-in), is for
 * the admins who hold everything.
 */
export async function auditInScope(
  db: Kysely<Database>,
  rows: AuditRows,
  access: Access,
): Promise<AuditRows> {
  const members = (await listMembers(db)).filter((member) => within(accessOf(member), access));
  // Never empty: an admin is within their own access.
  const ids = members.map((member) => member.id);
  const regions = access.regions.length > 0 ? [...access.regions] : ['-'];
  return rows.where((eb) =>
    eb.and([
      eb.or([
        eb('staff_id', 'in', ids),
        eb.and([eb('staff_id', 'is', null), eb('target_kind', 'is not', null)]),
      ]),
      eb.or([
        eb('target_kind', 'is', null),
        eb('target_kind', '=', 'session'),
        eb.and([eb('target_kind', '=', 'staff'), eb('target_ref', 'in', ids)]),
        eb.and([
          eb('target_kind', '=', 'lead'),
          eb('target_region', 'in', regions),
          ...(access.careers ? [] : [eb('target_form', '!=', 'job-application')]),
        ]),
      ]),
    ]),
  );
}
