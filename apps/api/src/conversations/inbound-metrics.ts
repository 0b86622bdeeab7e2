import { Counter, Gauge, type Registry } from 'prom-client';
import type { FilingOutcome } from './inbound-filing.ts';
import type { MailboxHealth } from './inbound-health.ts';

/**
 * The mailbox's metrics, on the process's registry: messages read by outcome
 * (filed, duplicate, bounce, left with its reason), the messages left in the
 * mailbox for a person, whether it is readable and how long since it was read.
 */
export function inboundMetrics(registry: Registry, health: MailboxHealth) {
  const messages = new Counter({
    name: 'agency_inbound_messages_total',
    help: 'Messages read from the reply mailbox, by outcome (filed, duplicate, bounce, left) and, when left, why.',
    labelNames: ['outcome', 'reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'agency_inbound_left_messages',
    help: 'Messages left in the reply mailbox for a person (no valid token, an erased lead, unreadable…).',
    registers: [registry],
    collect() {
      this.set(health.check().left);
    },
  });
  new Gauge({
    name: 'agency_inbound_mailbox_readable',
    help: '1 while the reply mailbox has been read within INBOUND_ALERT_MINUTES, else 0.',
    registers: [registry],
    collect() {
      this.set(health.check().readable ? 1 : 0);
    },
  });
  new Gauge({
    name: 'agency_inbound_last_read_age_seconds',
    help: 'Seconds since the reply mailbox was last read in full.',
    registers: [registry],
    collect() {
      this.set(Math.max(0, (Date.now() - health.check().lastReadAt) / 1000));
    },
  });
  return {
    read(result: FilingOutcome) {
      messages.inc({ outcome: result.outcome, reason: result.outcome === 'left' ? result.reason : '' });
    },
  };
}

export type InboundMetrics = ReturnType<typeof inboundMetrics>;
