import { z } from 'zod';
import { leadStatuses } from './lead-work.ts';
import { staffFormKinds, staffRegions, type StaffFormKind, type StaffRegion } from './staff-scope-words.ts';

/** The staff listener's API, on the inbox's own origin. */
export const staffApiPaths = {
  enrolmentOptions: '/api/enrolment/options',
  enrolmentVerify: '/api/enrolment/verify',
  signInOptions: '/api/sign-in/options',
  signInVerify: '/api/sign-in/verify',
  signOut: '/api/sign-out',
  me: '/api/me',
  sessions: '/api/sessions',
  /** `DELETE` ends one of the caller's own sessions: `/api/sessions/<id>`. */
  session: (id: string) => `/api/sessions/${encodeURIComponent(id)}`,
  leads: '/api/leads',
  /** `POST`: search terms go in a body, never in a URL (or a log). */
  leadSearch: '/api/leads/search',
  lead: (reference: string) => `/api/leads/${encodeURIComponent(reference)}`,
  /** `GET` the enabled colleagues who share a region with the caller: the assignee filter's choices. */
  colleagues: '/api/colleagues',
} as const;

/** Where the invitation mail links to; the secret follows in the fragment, which never reaches a server. */
export const enrolmentPagePath = '/enrol';

/** 128 bits, base64url without padding: 22 characters. */
export const invitationSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, {
  error: 'Not an invitation link.',
});

const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/, { error: 'Not base64url.' });

/** A passkey's registration as the browser library sends it (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** A passkey's assertion as the browser library sends it (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

export const enrolmentOptionsRequestSchema = z.strictObject({ secret: invitationSecretSchema });
export type EnrolmentOptionsRequest = z.infer<typeof enrolmentOptionsRequestSchema>;

export const enrolmentVerifyRequestSchema = z.strictObject({
  secret: invitationSecretSchema,
  response: registrationResponseSchema,
});
export type EnrolmentVerifyRequest = z.infer<typeof enrolmentVerifyRequestSchema>;

export const signInVerifyRequestSchema = z.strictObject({ response: authenticationResponseSchema });
export type SignInVerifyRequest = z.infer<typeof signInVerifyRequestSchema>;

/** Who is signed in, and what they may see. */
export interface StaffMe {
  email: string;
  regions: StaffRegion[];
  careers: boolean;
  admin: boolean;
}

/** One of the caller's own sessions. */
export interface StaffSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  fromAddress: string;
  userAgent: string;
  /** The session this request came with. */
  current: boolean;
}

/** A staff member's id (a UUID): how a path or a URL names a member, never by their address. */
export const staffIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/**
 * The assignee filter: the caller's own leads, those nobody has, or a
 * colleague's by their id (a staff address stays out of URLs).
 */
export const assigneeFilters = ['me', 'none'] as const;

/** A colleague the assignee filter offers: named by id in the URL, by address on the screen only. */
export interface StaffColleague {
  id: string;
  email: string;
}

export interface StaffColleagues {
  colleagues: StaffColleague[];
}

const isoDay = z.iso.date();
/** A campaign's, referrer's or position's name as stored: no person's data, so it may sit in a URL. */
const sourceName = z.string().trim().min(1).max(200).optional();

/**
 * The filters of the list: each optional; the page after `before` (a cursor
 * from the previous page). None names a person, so all may sit in a URL;
 * `from` and `to` are days (UTC), both included.
 */
export const leadListQuerySchema = z.strictObject({
  region: z.enum(staffRegions).optional(),
  form: z.enum(staffFormKinds).optional(),
  spam: z.enum(['0', '1']).optional(),
  status: z.enum(leadStatuses).optional(),
  assignee: z.union([z.enum(assigneeFilters), staffIdSchema]).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  utmSource: sourceName,
  utmCampaign: sourceName,
  referrerHost: sourceName,
  /** A job application's position, as the Careers form's list names it. */
  position: sourceName,
  /** `1`: only leads awaiting our reply (none sent yet, or the visitor wrote after our latest). */
  needsReply: z.literal('1').optional(),
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadPageSize = 50;

/** A search by name, email, phone or reference: in a POST body, so the term is in no URL and no log. */
export const leadSearchRequestSchema = z.strictObject({
  term: z.string().trim().min(2).max(200),
  spam: z.boolean().optional(),
  before: leadListQuerySchema.shape.before,
});
export type LeadSearchRequest = z.infer<typeof leadSearchRequestSchema>;

/** A row of the list: no field a visitor typed beyond what identifies the lead to staff. */
export interface LeadSummary {
  reference: string;
  receivedAt: string;
  form: StaffFormKind;
  region: StaffRegion;
  name: string;
  email: string;
  spam: boolean;
  /** Awaiting our reply since then; null: answered, and nothing newer from the visitor. */
  awaitingSince: string | null;
}

export interface LeadPage {
  leads: LeadSummary[];
  /** Give it as `before` for the next page; null on the last page. */
  next: string | null;
}

export interface LeadDetail extends Omit<LeadSummary, 'name' | 'awaitingSince'> {
  consent: boolean | null;
  noticeVersion: string | null;
  spamReasons: string[];
  attribution: Record<string, string | null>;
  fields: Record<string, unknown>;
  cv: { fileName: string; mediaType: string; size: number } | null;
}

/** Every error of the staff API: the same shape as the public API's. */
export interface StaffApiError {
  message: string;
}
