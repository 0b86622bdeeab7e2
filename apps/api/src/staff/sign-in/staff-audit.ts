import type { Kysely } from 'kysely';
import type { auditActions } from '@agency/staff-contract';
import type { Database } from '../../db/schema.ts';

/** What was done, as the audit log names it (the list is the contract's, which the inbox filters by). */
export type AuditAction = (typeof auditActions)[number];

/** Who acted when nobody is known: a sign-in with a passkey we do not hold, a guessed link. */
export const unknownActor = 'unknown';

export interface AuditEntry {
  at: number;
  staffId: string | null;
  /** The staff member's address, `cli:<user>`, or `unknown`. */
  actor: string;
  action: AuditAction;
  /**
   * What it was done to, by reference: a lead's reference, never anything the
   * lead holds. A lead's region and form are read from it when not given (give
   * them when the lead is about to go, or has gone).
   */
  target?: { kind: 'lead' | 'staff' | 'session'; ref: string; region?: string; form?: string };
  fromAddress: string;
}

/** One row of the audit log, written in the caller's transaction when given one. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const target = entry.target;
  const lead = target?.kind === 'lead' ? target : undefined;
  const ofLead = (column: 'region' | 'form') =>
    db
      .selectFrom('submissions')
      .select(column)
      .where('id', '=', lead?.ref ?? '');
  await db
    .insertInto('staff_audit')
    .values({
      at: new Date(entry.at).toISOString(),
      staff_id: entry.staffId,
      actor: entry.actor,
      action: entry.action,
      target_kind: target?.kind ?? null,
      target_ref: target?.ref ?? null,
      from_address: entry.fromAddress,
      // Where the lead was, so that an admin of other regions never reads the row (staff-scope.ts).
      target_region: lead ? (lead.region ?? ofLead('region')) : null,
      target_form: lead ? (lead.form ?? ofLead('form')) : null,
    })
    .execute();
}
