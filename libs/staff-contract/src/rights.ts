import { z } from 'zod';
import type { LeadDetail } from './wire.ts';
import type { LeadWork } from './lead-work.ts';
import type { LeadDeliveries } from './lead-deliveries.ts';

/**
 * A person's rights, for admins: find what is held about an address, export
 * it, erase it. The address travels in a POST body, never in a URL. Export
 * and erase ask for the passkey again first (the reauth ceremony), within
 * `reauthValidityMinutes`.
 */
export const rightsPaths = {
  /** `POST`: authentication options for the signed-in member's own passkeys. */
  reauthOptions: '/api/reauth/options',
  /** `POST { response }`: the assertion; stamps the session as freshly confirmed. */
  reauthVerify: '/api/reauth/verify',
  /** `POST { email }`: the leads held for the address. */
  find: '/api/rights/find',
  /** `POST { email }`: all of it as one ZIP (an access request), the same as `npm run leads -- export-person`. */
  export: '/api/rights/export',
  /** `POST { email }`: the same erase as `npm run leads -- erase`. */
  erase: '/api/rights/erase',
} as const;

export const reauthValidityMinutes = 5;

/** The name an export is saved under, by the API's Content-Disposition and by the inbox. */
export const rightsExportFileName = 'personal-data.zip';

/** The ZIP's description of everything held (RightsExport), beside the files it names. */
export const rightsExportJsonName = 'personal-data.json';

export const rightsRequestSchema = z.strictObject({ email: z.email().max(254) });
export type RightsRequest = z.infer<typeof rightsRequestSchema>;

export interface RightsFound {
  leads: { reference: string; receivedAt: string; form: string; region: string; spam: boolean }[];
}

/** A file of the export: its path in the ZIP (a name we gave it, never a sender's), type and size. */
export interface ExportedFile {
  file: string;
  mediaType: string;
  size: number;
}

/** A message staff sent the person from the inbox, and what became of it. */
export interface ExportedMessageOut {
  id: string;
  author: string;
  subject: string;
  body: string;
  template: string | null;
  createdAt: string;
  sendAfter: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  cancelledAt: string | null;
  bouncedAt: string | null;
  bounceReason: string | null;
}

/** A message from the person, filed on the lead, with its attachments as files of the ZIP. */
export interface ExportedMessageIn {
  id: string;
  from: string;
  subject: string;
  body: string;
  sentAt: string | null;
  receivedAt: string;
  dkim: string;
  spf: string;
  dmarc: string;
  attachments: ExportedFile[];
}

/** One lead and everything held with it. */
export interface ExportedLead extends Omit<LeadDetail, 'cv'> {
  /** The CV as a file of the ZIP under its safe name (cvFileName), and the name it was sent as. */
  cv: (ExportedFile & { sentAs: string }) | null;
  /** Status and its history, notes, assignee. */
  work: LeadWork;
  /** The staff notification, the confirmation and each webhook with every attempt. */
  deliveries: LeadDeliveries;
  /** Messages out and in, oldest first. */
  conversation: { messagesOut: ExportedMessageOut[]; messagesIn: ExportedMessageIn[] };
}

/** `personal-data.json`. */
export interface RightsExport {
  email: string;
  exportedAt: string;
  leads: ExportedLead[];
}

export interface RightsErased {
  erased: number;
  /** The references of the leads found and erased, newest first: what the audit log names. */
  references: string[];
  /**
   * Only when the rows are gone but the scrub of the database's files could not be proved (another
   * connection held an older snapshot): what to tell the admin. It is left pending and retried.
   */
  scrubPending?: string;
}
