import { z } from 'zod';
import type { StaffFormKind } from './staff-scope-words.ts';

/** Where an enquiry stands, in order; the last two end it. */
export const enquiryStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

/**
 * Where a job application stands: the four hiring steps the Careers page
 * promises (screening by talent acquisition, meeting the leadership, a group
 * interview, a role-specific task), then how it ended.
 */
export const applicationStatuses = [
  'received',
  'screening',
  'leadership-meeting',
  'group-interview',
  'role-task',
  'hired',
  'rejected',
  'withdrawn',
] as const;

export type EnquiryStatus = (typeof enquiryStatuses)[number];
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type LeadStatus = EnquiryStatus | ApplicationStatus;

/** Every status of either kind, for a request's schema; statusesOf says which a lead may take. */
export const leadStatuses = [...enquiryStatuses, ...applicationStatuses] as const;

/** How the inbox names each status. */
export const leadStatusLabels: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  received: 'Received',
  screening: 'Screening',
  'leadership-meeting': 'Leadership meeting',
  'group-interview': 'Group interview',
  'role-task': 'Role task',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The statuses a lead of this form may take, in order; the first is where it starts. */
export function statusesOf(form: StaffFormKind): readonly LeadStatus[] {
  return form === 'job-application' ? applicationStatuses : enquiryStatuses;
}

const leadPath = (reference: string) => `/api/leads/${encodeURIComponent(reference)}`;

/** Working a lead, on the staff listener: each under the lead's own path. */
export const leadWorkPaths = {
  /** `GET`: the lead's status with its history, notes and assignee. */
  work: (reference: string) => `${leadPath(reference)}/work`,
  /** `POST { status }`. */
  status: (reference: string) => `${leadPath(reference)}/status`,
  /** `POST { text }`. */
  notes: (reference: string) => `${leadPath(reference)}/notes`,
  /** `POST { email }`, null to unassign. */
  assignee: (reference: string) => `${leadPath(reference)}/assignee`,
  /** `GET`: the staff members the lead may be assigned to (those who can see it). */
  assignees: (reference: string) => `${leadPath(reference)}/assignees`,
  /** `POST`: "not spam", the same release as `npm run leads -- release`. */
  release: (reference: string) => `${leadPath(reference)}/release`,
  /** `GET`: the CV as a download. */
  cv: (reference: string) => `${leadPath(reference)}/cv`,
  /** `GET`: a PDF CV inline, sandboxed, for the inbox to preview. */
  cvPreview: (reference: string) => `${leadPath(reference)}/cv/preview`,
} as const;

export const leadStatusRequestSchema = z.strictObject({ status: z.enum(leadStatuses) });
export type LeadStatusRequest = z.infer<typeof leadStatusRequestSchema>;

/** The longest internal note, in characters. */
export const leadNoteMaxLength = 5_000;

export const leadNoteRequestSchema = z.strictObject({
  text: z.string().trim().min(1).max(leadNoteMaxLength),
});
export type LeadNoteRequest = z.infer<typeof leadNoteRequestSchema>;

export const leadAssigneeRequestSchema = z.strictObject({ email: z.email().max(254).nullable() });
export type LeadAssigneeRequest = z.infer<typeof leadAssigneeRequestSchema>;

/** What staff did with a lead: its status and how it got there, its notes, who has it. */
export interface LeadWork {
  status: LeadStatus;
  /** Oldest first; empty while the lead has its first status. */
  history: { status: LeadStatus; at: string; by: string }[];
  /** Oldest first. */
  notes: { id: string; text: string; at: string; author: string }[];
  /** The assignee's address, or null. */
  assignee: string | null;
}

export interface LeadAssignees {
  assignees: string[];
}

export interface LeadReleased {
  released: true;
}
