import { staffApiPaths } from './wire.ts';

/** A lead's delivery log on the staff listener, under the lead's own path. */
export const leadDeliveryPaths = {
  /** `GET`: the staff notification, the confirmation and each webhook with its attempts. */
  deliveries: (reference: string) => `${staffApiPaths.lead(reference)}/deliveries`,
  /** `POST`: the lead's webhooks queued again, as `npm run leads -- redeliver` does. */
  redeliver: (reference: string) => `${staffApiPaths.lead(reference)}/redeliver`,
} as const;

/** One message of a queue: sent (when), or still waiting after some attempts, with the last error. */
export interface DeliveryState {
  sentAt: string | null;
  attempts: number;
  /** A remote server's words (an SMTP reply, a receiver's): shown as text. */
  lastError: string | null;
}

export interface WebhookDelivery extends DeliveryState {
  /** The webhook-id: the same across retries and redeliveries. */
  id: string;
  event: 'lead.created' | 'lead.released';
  url: string;
  /** delivered, gone (410), expired (no 2xx within a day); null while pending. */
  outcome: string | null;
  /** Oldest first. */
  attemptLog: { at: string; result: string; durationMs: number }[];
}

/** What was sent for a lead; null where nothing was queued (spam not yet released, a confirmation not due). */
export interface LeadDeliveries {
  notification: DeliveryState | null;
  confirmation: DeliveryState | null;
  webhooks: WebhookDelivery[];
}

export interface LeadRedelivered {
  /** How many webhooks were queued again. */
  queued: number;
}
