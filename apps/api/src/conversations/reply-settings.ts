import type { Region } from '@agency/contract';
import { regionConfigs } from '@agency/content';

/** How long Send holds a reply for Undo, by default (REPLY_UNDO_SECONDS). */
export const defaultReplyUndoSeconds = 20;
/** A rejection's default delay (REJECTION_DELAY_MINUTES): a considered "no" is not sent the minute the step changes. */
export const defaultRejectionDelayMinutes = 120;

/** Replies from the inbox, from the configuration. */
export interface ReplySettings {
  undoSeconds: number;
  rejectionDelayMinutes: number;
  /** The sender of each region's replies (MAIL_FROM_IN, MAIL_FROM_UK). */
  from: Record<Region, string>;
}

/** The address alone of a sender written `Name <address>` or as a bare address. */
export function addressOf(sender: string): string {
  return (/<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender).trim();
}

/**
 * A region's sender by default: its brand as the name, at MAIL_FROM's
 * address, so a reply from the UK desk reads "Brightpath Digital UK" in the
 * visitor's mail app, and SPF and DKIM stay those of the one domain.
 */
export function regionSender(region: Region, mailFrom: string): string {
  return `${regionConfigs[region].brand} <${addressOf(mailFrom)}>`;
}
