import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Engine } from '../db/open-database.ts';
import { replyQueue } from '../conversations/reply-queue.ts';
import { loadTemplateCatalogue } from '../conversations/reply-templates.ts';
import { createOutboxWorker, type OutboxWorker } from '../notifications/outbox-worker.ts';
import { dkimDnsRecord, type DkimKey } from '../notifications/dkim-key.ts';
import type { Database } from '../db/schema.ts';
import type { StaffReplyOptions } from '../staff/conversations/lead-conversation-routes.ts';
import { testMailSettings } from './mail-settings.ts';

/** The reply mailbox the tests configure (REPLY_MAILBOX). */
export const testReplyMailbox = 'replies@agency.example';

/** Each region's templates in the tests: a few of their own, so a change of the shipped words breaks none. */
export const testTemplates = loadTemplateCatalogue({
  in: {
    'libs/collections/in/templates/thanks.md':
      "---\ntitle: Thanks\nsubject: 'Thanks, {{firstName}} (ref {{reference}})'\nforms: [contact, proposal]\n---\nHello {{firstName}},\n\nThank you.\n\n{{staffName}}\n",
    'libs/collections/in/templates/screening.md':
      "---\ntitle: Screening call\nsubject: 'Next step for {{position}}'\nsteps: [screening]\n---\nHello {{firstName}}, a call about {{position}}?\n\n{{staffName}}\n",
    'libs/collections/in/templates/rejection.md':
      "---\ntitle: Not this time\nsubject: 'Your application (ref {{reference}})'\nsteps: [rejected]\n---\nHello {{firstName}}, not this time.\n\n{{staffName}}\n",
  },
  uk: {
    'libs/collections/uk/templates/thanks.md':
      "---\ntitle: Thanks\nsubject: 'Thanks, {{firstName}}'\nforms: [uk-enquiry, contact]\n---\nHi {{firstName}},\n\nThanks!\n\n{{staffName}}\n",
  },
});

/** A DKIM key of the tests' own, for agency.example. */
export function testDkimKey(): DkimKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    domainName: 'agency.example',
    keySelector: 'inbox2026',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/**
 * A DNS resolver for mailauth that knows one record: the key's public half
 * at `<selector>._domainkey.<domain>`, as the operator publishes it
 * (docs/deployment.md); every other name does not exist.
 */
export function dnsWith(key: DkimKey) {
  const record = dkimDnsRecord(key);
  return async (name: string, type: string): Promise<string[][]> => {
    if (type === 'TXT' && name.toLowerCase() === record.name) return [[record.value]];
    throw Object.assign(new Error(`${name} ${type}: no such record`), { code: 'ENOTFOUND' });
  };
}

/** Answering leads as the staff listener is given it, with the tests' templates. */
export function testReplyOptions(overrides: Partial<StaffReplyOptions> = {}): StaffReplyOptions {
  return {
    settings: {
      undoSeconds: 20,
      rejectionDelayMinutes: 120,
      from: {
        in: `Brightpath Digital <leads@agency.example>`,
        uk: `Brightpath Digital UK <leads@agency.example>`,
      },
    },
    replyMailbox: testReplyMailbox,
    mailFrom: testMailSettings.from,
    templates: testTemplates,
    ...overrides,
  };
}

/**
 * A visitor's message filed on a lead as the mailbox reader files it: one
 * INSERT into lead_inbound, nothing else (its trigger does the rest).
 */
export async function fileInbound(
  db: Kysely<Database>,
  leadId: string,
  message: {
    at: string;
    body?: string;
    subject?: string;
    from?: string;
    verdicts?: { dkim: string; spf: string; dmarc: string };
  },
): Promise<{ id: string; messageId: string }> {
  const id = randomUUID();
  const messageId = `<${id}@mail.example.com>`;
  await db
    .insertInto('lead_inbound')
    .values({
      id,
      submission_id: leadId,
      message_id: messageId,
      in_reply_to: null,
      from_address: message.from ?? 'priya@example.com',
      subject: message.subject ?? 'Re: Next step',
      body: message.body ?? 'Tuesday at 11 works for me.',
      sent_at: message.at,
      received_at: message.at,
      ...(message.verdicts ?? { dkim: 'pass', spf: 'pass', dmarc: 'pass' }),
    })
    .execute();
  return { id, messageId };
}

/** Marks a lead's confirmation sent, as the outbox records it. */
export async function confirmationSent(db: Kysely<Database>, leadId: string, at: string): Promise<void> {
  await db
    .insertInto('confirmations')
    .values({
      submission_id: leadId,
      queued_at: at,
      next_attempt_at: at,
      sent_at: at,
      mailbox: null,
      mail_domain: null,
    })
    .execute();
}

/**
 * The outbox worker of a test that sends staff replies: the replies of testReplyOptions from the
 * test reply mailbox, retried after a second, on the clock given, logging nothing.
 */
export function testReplyWorker(
  db: Kysely<Database>,
  engine: Engine,
  transport: Transporter,
  now: () => number,
): OutboxWorker {
  const replyMailbox = testReplyMailbox;
  return createOutboxWorker({
    db,
    engine,
    transport,
    mail: testMailSettings,
    replies: replyQueue(db, engine, { from: testReplyOptions().settings.from, replyMailbox }),
    now,
    retryBaseMs: 1_000,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
}
