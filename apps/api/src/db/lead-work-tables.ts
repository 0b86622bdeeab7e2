import type { Generated } from 'kysely';

// What staff do with a lead (migration 0021-lead-work), part of the one Database type.

/** A lead's current status and assignee; no row: its first status, unassigned. */
export interface LeadStatesTable {
  submission_id: string;
  status: string;
  assignee_id: string | null;
  updated_at: string;
}

export interface LeadStatusChangesTable {
  /** The order of writing (PostgreSQL's bigserial comes back as text). */
  id: Generated<number | string>;
  submission_id: string;
  status: string;
  /** The staff member's address. */
  by: string;
  at: string;
}

export interface LeadNotesTable {
  id: string;
  submission_id: string;
  text: string;
  /** The staff member's address. */
  author: string;
  at: string;
}

export interface LeadWorkTables {
  lead_states: LeadStatesTable;
  lead_status_changes: LeadStatusChangesTable;
  lead_notes: LeadNotesTable;
}
