import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Log } from '../observability/log.ts';
import type { Metrics } from '../observability/metrics.ts';
import { createImapReader, type ImapReader } from './imap-reader.ts';
import { MailboxHealth } from './inbound-health.ts';
import { inboundMetrics } from './inbound-metrics.ts';
import type { InboundSettings } from './inbound-settings.ts';
import type { DnsResolver } from './mail-auth-verdicts.ts';

/** The reply mailbox's reader with its readiness and metrics, as the server runs it when INBOUND_IMAP_URL is set. */
export function createInboundService(options: {
  settings: InboundSettings;
  db: Kysely<Database>;
  cvMaxBytes: number;
  metrics: Metrics;
  log: Log;
  /** DNS for DKIM keys; the system's unless a test gives its own. */
  resolver?: DnsResolver;
}): { health: MailboxHealth; reader: ImapReader } {
  const { settings, log } = options;
  const health = new MailboxHealth(settings.alertMs, log);
  const reader = createImapReader({
    settings,
    filing: {
      db: options.db,
      replyMailbox: settings.replyMailbox,
      authservId: settings.authservId,
      cvMaxBytes: options.cvMaxBytes,
      attachmentsMax: settings.attachmentsMax,
      resolver: options.resolver,
    },
    health,
    metrics: inboundMetrics(options.metrics.registry, health),
    log,
  });
  return { health, reader };
}
