import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What was done, as the audit log names it. */
export type AuditAction =
  | 'staff.invited'
  | 'staff.reinvited'
  | 'staff.invitation-withdrawn'
  | 'staff.disabled'
  | 'staff.access-changed'
  | 'audit.read'
  | 'session.reauthenticated'
  | 'rights.searched'
  | 'rights.exported'
  | 'rights.erased'
  | 'staff.enrolled'
  | 'session.signed-in'
  | 'session.signed-out'
  | 'session.ended'
  | 'leads.listed'
  | 'leads.searched'
  | 'leads.exported'
  | 'lead.read'
  | 'lead.refused'
  | 'lead.work-read'
  | 'lead.status-changed'
  | 'lead.noted'
  | 'lead.assigned'
  | 'lead.released'
  | 'lead.deliveries-read'
  | 'lead.redelivered'
  | 'cv.downloaded'
  | 'cv.previewed';

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
