import type { SendMailOptions } from 'nodemailer';

/** A message a worker holds until its lease ends. */
export interface ClaimedMessage {
  id: string;
  attempts: number;
}

/**
 * One table of mails to send (lead notifications, spam digests), each row
 * with the same delivery columns: attempts, next_attempt_at, locked_until,
 * sent_at, last_error. The outbox worker drains every queue the same way.
 */
export interface DeliveryQueue {
  /** For the logs: what one message of this queue is. */
  what: string;
  /**
   * Takes one message that was due at `dueBy` and is not held by another
   * worker, and holds it until `leaseUntil`; undefined when there is none.
   */
  claim(times: { dueBy: string; now: string; leaseUntil: string }): Promise<ClaimedMessage | undefined>;
  /** The mail to send, or undefined when nothing is left to send (it is then recorded as done). */
  render(id: string): Promise<SendMailOptions | undefined>;
  /** Sent (or nothing left to send): never claimed again. */
  done(id: string, attempts: number, at: string): Promise<void>;
  /** Not sent: released for another try at `retryAt`. */
  failed(id: string, attempts: number, reason: string, retryAt: string): Promise<void>;
}
