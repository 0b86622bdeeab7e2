import { z } from 'zod';
import { staffRegions, type StaffRegion } from './staff-scope-words.ts';
import { staffIdSchema } from './wire.ts';

/**
 * Admins' pages: the staff and the audit log. To anyone but an admin each
 * answers 404, as a path that does not exist. Members are named by their id
 * in a path, never by their address.
 */
export const adminPaths = {
  /** `GET` everyone; `POST { email, regions, careers, admin }` invites (mailed, as `npm run staff -- invite`). */
  people: '/api/people',
  /** `POST { regions, careers, admin }`. */
  access: (id: string) => `/api/people/${encodeURIComponent(id)}/access`,
  /** `POST`: ends all their sessions and withdraws their links. */
  disable: (id: string) => `/api/people/${encodeURIComponent(id)}/disable`,
  /** `POST`: a new link; their passkeys and sessions end at once (a lost device). */
  reinvite: (id: string) => `/api/people/${encodeURIComponent(id)}/reinvite`,
  /** `GET` a page of the audit log, newest first: `staff`, `action`, `lead`, `failed` and `before` (see auditQuerySchema). */
  audit: '/api/audit',
} as const;

const regionsSchema = z.array(z.enum(staffRegions)).min(1).max(staffRegions.length);

export const personAccessRequestSchema = z.strictObject({
  regions: regionsSchema,
  careers: z.boolean(),
  admin: z.boolean(),
});
export type PersonAccessRequest = z.infer<typeof personAccessRequestSchema>;

export const personInviteRequestSchema = personAccessRequestSchema.extend({
  email: z.email().max(254),
});
export type PersonInviteRequest = z.infer<typeof personInviteRequestSchema>;

/** A staff member as admins see them. */
export interface StaffPerson {
  id: string;
  email: string;
  regions: StaffRegion[];
  careers: boolean;
  admin: boolean;
  createdAt: string;
  disabledAt: string | null;
  /** Whether they have a passkey (have enrolled from their latest link). */
  enrolled: boolean;
}

export interface StaffPeople {
  people: StaffPerson[];
}

/** What was done, as the audit log names it: the log's `action`, and a filter of the audit page. */
export const auditActions = [
  'staff.invited',
  'staff.reinvited',
  'staff.invitation-withdrawn',
  'staff.disabled',
  'staff.access-changed',
  'audit.read',
  'session.reauthenticated',
  'rights.searched',
  'rights.exported',
  'rights.erased',
  'staff.enrolled',
  'session.signed-in',
  'session.signed-out',
  'session.ended',
  'leads.listed',
  'leads.searched',
  'leads.exported',
  'lead.read',
  'lead.refused',
  'lead.work-read',
  'lead.status-changed',
  'lead.noted',
  'lead.assigned',
  'lead.released',
  'lead.deliveries-read',
  'lead.redelivered',
  'cv.downloaded',
  'cv.previewed',
  'lead.conversation-read',
  'lead.templates-read',
  'lead.reply-sent',
  'lead.reply-cancelled',
  // Failed attempts, each with its time, address and the member where one is known (failureActions).
  'session.sign-in-failed',
  'staff.invitation-refused',
  'staff.enrolment-failed',
  'session.reauth-failed',
  'session.rate-limited',
  'staff.invitations-rate-limited',
  'admin.refused',
  'staff.refused',
  'rights.refused',
  // An erase whose rows are gone but whose scrub of the database's files is left pending (one per lead).
  'rights.erase-unscrubbed',
] as const;
export type AuditActionName = (typeof auditActions)[number];

/**
 * The actions that record a failed attempt: a sign-in, an invitation or an
 * enrolment refused, a passkey re-check failed, a limit reached, an action
 * refused for want of a re-check or of scope, and an erase whose scrub was
 * left pending. The audit page's `failed=1`.
 */
export const failureActions = [
  'session.sign-in-failed',
  'staff.invitation-refused',
  'staff.enrolment-failed',
  'session.reauth-failed',
  'session.rate-limited',
  'staff.invitations-rate-limited',
  'admin.refused',
  'staff.refused',
  'rights.refused',
  'lead.refused',
  'rights.erase-unscrubbed',
] as const satisfies readonly AuditActionName[];

// A lead's reference is a UUID too.
const uuid = staffIdSchema;

/** The audit log's filters: by who acted (a staff member's id), by what was done and by the lead's reference. */
export const auditQuerySchema = z.strictObject({
  staff: uuid.optional(),
  action: z.enum(auditActions).optional(),
  lead: uuid.optional(),
  /** `1`: failed attempts only (failureActions). */
  failed: z.literal('1').optional(),
  /** The `next` of the previous page. */
  before: z
    .string()
    .regex(/^[0-9]{1,19}$/)
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSize = 50;

/** A row of the audit log: who, what, when, from where, and the target by reference; no personal data of a lead. */
export interface AuditEntry {
  id: string;
  at: string;
  /** The staff member's address, or `cli:<user>`. */
  actor: string;
  staffId: string | null;
  action: string;
  target: { kind: string; ref: string } | null;
  fromAddress: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
}
