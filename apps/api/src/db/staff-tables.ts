import type { Generated } from 'kysely';
import type { LeadWorkTables } from './lead-work-tables.ts';

// The staff inbox's tables (migration 0020-staff), part of the one Database type.

/** A person who works in the inbox. Flags are 0/1 integers so both engines store them alike. */
export interface StaffMembersTable {
  id: string;
  email: string;
  /** Comma separated region codes. */
  regions: string;
  careers: Generated<number>;
  admin: Generated<number>;
  created_at: string;
  disabled_at: string | null;
}

export interface StaffInvitationsTable {
  id: string;
  staff_id: string;
  /** SHA-256 (hex) of the 128-bit secret mailed; the secret itself is never stored. */
  secret_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffPasskeysTable {
  credential_id: string;
  staff_id: string;
  public_key: Buffer;
  /** bigint: PostgreSQL hands it back as text. */
  counter: number | string;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

export interface StaffSessionsTable {
  id: string;
  /** SHA-256 (hex) of the cookie's value. */
  token_hash: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  from_address: string;
  user_agent: string;
  /** When the member last proved their passkey again in this session (migration 0022); null never. */
  reauthenticated_at: Generated<string | null>;
}

export interface StaffChallengesTable {
  challenge: string;
  purpose: 'enrol' | 'sign-in';
  invitation_id: string | null;
  expires_at: string;
}

export interface StaffAuditTable {
  /** The order of writing (PostgreSQL's bigserial comes back as text). */
  id: Generated<number | string>;
  at: string;
  staff_id: string | null;
  actor: string;
  action: string;
  target_kind: string | null;
  target_ref: string | null;
  from_address: string;
  /** A lead target's region and form when the row was written (migration 0023); null for any other. */
  target_region: Generated<string | null>;
  target_form: Generated<string | null>;
}

export interface StaffTables extends LeadWorkTables {
  staff_members: StaffMembersTable;
  staff_invitations: StaffInvitationsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_sessions: StaffSessionsTable;
  staff_challenges: StaffChallengesTable;
  staff_audit: StaffAuditTable;
}
