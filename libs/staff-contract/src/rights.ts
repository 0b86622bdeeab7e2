import { z } from 'zod';
import type { LeadDetail } from './wire.ts';
import type { LeadWork } from './lead-work.ts';
import type { InboundEntry, ReplyEntry } from './lead-conversation.ts';

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
  /** `POST { email }`: all of it as JSON (an access request). */
  export: '/api/rights/export',
  /** `POST { email }`: the same erase as `npm run leads -- erase`. */
  erase: '/api/rights/erase',
} as const;

export const reauthValidityMinutes = 5;

/** The name an export is saved under, by the API's Content-Disposition and by the inbox. */
export const rightsExportFileName = 'personal-data.json';

export const rightsRequestSchema = z.strictObject({ email: z.email().max(254) });
export type RightsRequest = z.infer<typeof rightsRequestSchema>;

export interface RightsFound {
  leads: { reference: string; receivedAt: string; form: string; region: string; spam: boolean }[];
}

export interface RightsExport {
  email: string;
  exportedAt: string;
  /** Each lead, what staff did with it, and its conversation: our replies and the person's messages, oldest first. */
  leads: (LeadDetail & { work: LeadWork; messages: (ReplyEntry | InboundEntry)[] })[];
}

export interface RightsErased {
  erased: number;
  /** The references of the leads found and erased, newest first: what the audit log names. */
  references: string[];
}
