import type { SendMailOptions } from 'nodemailer';

/** A message a worker holds until its lease ends. */
export interface ClaimedMessage {
  id: string;
  attempts: number;
}

/** What a lead is delivered as: for the logs, the metrics and `leads status`. */
export type DeliveryChannel = 'notification' | 'confirmation' | 'webhook' | 'digest' | 'reply';

/**
 * How one delivery ended when it did not throw: sent; nothing to send (the
 * lead was erased, a digest emptied); or stopped for good without being
 * sent (a webhook URL gone, a day of failed tries), which counts as failed.
 */
export type DeliveryResult = 'sent' | 'nothing' | 'stopped';

/**
 * One table of messages to deliver (staff notifications, confirmations,
 * webhooks, spam digests), each row with the same delivery columns:
 * attempts, queued_at, next_attempt_at, locked_until, sent_at, last_error.
 * The outbox worker drains every queue the same way. A mail's queue renders
 * it (the worker sends it over SMTP); any other delivers it itself.
 */
export interface DeliveryQueue {
  /** For the logs: what one message of this queue is. */
  what: string;
  channel: DeliveryChannel;
  /**
   * Takes one message that was due at `dueBy` and is not held by another
   * worker, and holds it until `leaseUntil`; undefined when there is none.
   */
  claim(times: { dueBy: string; now: string; leaseUntil: string }): Promise<ClaimedMessage | undefined>;
  /** A mail: what to send, or undefined when nothing is left to send (it is then recorded as done). */
  render?(id: string): Promise<SendMailOptions | undefined>;
  /** Anything else: delivers it, or throws to be tried again. */
  deliver?(message: ClaimedMessage): Promise<DeliveryResult>;
  /** How long to wait before trying again after `attempts` failures (default: exponential, up to an hour). */
  retryDelayMs?(attempts: number): number;
  /** Sent (or nothing left to send, or stopped for good): never claimed again. */
  done(id: string, attempts: number, at: string): Promise<void>;
  /** Not sent: released for another try at `retryAt`. */
  failed(id: string, attempts: number, reason: string, retryAt: string): Promise<void>;
}
