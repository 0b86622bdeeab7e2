import nodemailer from 'nodemailer';
import type { DkimKey } from './dkim-key.ts';
import { DEFAULT_CONCURRENCY, smtpTimeouts } from './outbox-worker.ts';

/**
 * The SMTP relay connection of `npm start`. Pooled: one connection carries
 * many mails instead of a new one (and a greeting) each. As many connections
 * as the outbox worker sends at once, so no send waits inside the pool for a
 * free connection while its lease runs.
 */
export function createSmtpTransport(
  url: string,
  leaseMs: number,
  concurrency = DEFAULT_CONCURRENCY,
  /** DKIM_*: every mail signed with it (nodemailer's own signer). */
  dkim?: DkimKey,
) {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: concurrency,
    ...smtpTimeouts(leaseMs),
    ...(dkim ? { dkim } : {}),
  });
}
