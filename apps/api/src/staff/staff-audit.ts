import type { Kysely } from 'kysely';
import type { auditActions } from '@agency/staff-contract';
import type { Database } from '../db/schema.ts';

/** What was done, as the audit log names it (the list is the contract's, which the inbox filters by). */
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  at: number;
  staffId: string | null;
  /** The staff member's address, or `cli:<user>`. */
  actor: string;
  action: AuditAction;
  /** What it was done to, by reference: a lead's reference, never anything the lead holds. */
  target?: { kind: 'lead' | 'staff' | 'session'; ref: string };
  fromAddress: string;
}

/** One row of the audit log, written in the caller's transaction when given one. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: new Date(entry.at).toISOString(),
      staff_id: entry.staffId,
      actor: entry.actor,
      action: entry.action,
      target_kind: entry.target?.kind ?? null,
      target_ref: entry.target?.ref ?? null,
      from_address: entry.fromAddress,
    })
    .execute();
}
