import { minuteMs } from '@agency/staff-contract';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { retentionPromises } from '@agency/content';
import { defaultCvMaxBytes } from '@agency/contract';
import type { MailSettings } from './notifications/notification-email.ts';
import {
  defaultConfirmationDomainHourlyMax,
  type DeliverySettings,
} from './notifications/queue-deliveries.ts';
import { defaultUploadDisk, defaultUploadMemory, type UploadShareLimits } from './routes/upload-share.ts';
import { dkimKeyOf, type DkimKey } from './notifications/dkim-key.ts';
import {
  defaultRejectionDelayMinutes,
  defaultReplyUndoSeconds,
  regionSender,
  type ReplySettings,
} from './conversations/reply-settings.ts';
import { inboundEnvShape, inboundSettings, type InboundSettings } from './conversations/inbound-settings.ts';
import { defaultInvitationsPerHour } from './staff/sign-in/staff-limits.ts';
import type { RetentionDays } from './submissions/retention.ts';

/**
 * The default cap on open connections: four fifths of the process's open-file
 * limit (Linux, /proc/self/limits), at most 10,000, so the database, log and
 * the sites' files always have descriptors left; 800 where the limit cannot be
 * read (four fifths of the common 1,024).
 */
export function defaultMaxConnections(limits = '/proc/self/limits'): number {
  try {
    const line = readFileSync(limits, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    if (Number.isFinite(soft) && soft > 0) return Math.max(64, Math.min(10_000, Math.floor(soft * 0.8)));
  } catch {
    // Not Linux: the fallback below.
  }
  return 800;
}

/**
 * How long a request may take to arrive in full: a 5 MB CV uploaded from a
 * phone on a slow link (about 400 kbit/s up) takes about 105 s. Slow bodies
 * held on purpose are bounded by the connection caps; behind nginx, which
 * reads the whole body first, the API sees requests arrive at once.
 */
export const defaultRequestTimeoutMs = 120_000;

/** Where `npm start` serves both sites by default (the site build's default too, docs/seo.md). */
const defaultSiteOrigin = 'http://localhost:4000';

/** Configuration from the environment, checked once at start with readable errors. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Prometheus metrics on a listener of their own, loopback only unless set (9464: the exporters' convention).
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(defaultRequestTimeoutMs),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).default(256),
  SITE_ORIGINS: list(
    z.url({ protocol: /^https?$/, error: 'each must be an origin like https://agency.example' }),
  ),
  TRUST_PROXY: list(
    z.string().regex(/^[\d.:a-fA-F]+(\/\d{1,3})?$/, { error: 'each must be an IP address or CIDR range' }),
  ),
  FORM_TOKEN_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3),
  UPLOAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  CV_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(defaultCvMaxBytes),
  CV_IN_MAIL: z.enum(['0', '1']).default('1'),
  // What uploads in progress hold in memory, in all and per client; the rest waits in DATA_DIR.
  UPLOAD_MEMORY_MAX_BYTES: z.coerce.number().int().min(0).default(defaultUploadMemory.perProcess),
  UPLOAD_MEMORY_PER_CLIENT_BYTES: z.coerce.number().int().min(0).default(defaultUploadMemory.perClient),
  // What they may hold there, in all and per client; past it an upload is refused (429, Retry-After).
  UPLOAD_DISK_MAX_BYTES: z.coerce.number().int().min(0).default(defaultUploadDisk.perProcess),
  UPLOAD_DISK_PER_CLIENT_BYTES: z.coerce.number().int().min(0).default(defaultUploadDisk.perClient),
  // The privacy notice's figures are the most a lead may be kept: a setting may shorten them, never lengthen them.
  ENQUIRY_RETENTION_DAYS: retention(retentionPromises.enquiryDays),
  APPLICATION_RETENTION_DAYS: retention(retentionPromises.applicationDays),
  APPLICATION_ON_FILE_RETENTION_DAYS: retention(retentionPromises.applicationOnFileDays),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Agency website <leads@example.com>'),
  MAIL_TO: z.string().min(3).default('leads@example.com'),
  MAIL_TO_IN: z.string().min(3).optional(),
  MAIL_TO_UK: z.string().min(3).optional(),
  MAIL_TO_CAREERS_IN: z.string().min(3).optional(),
  MAIL_TO_CAREERS_UK: z.string().min(3).optional(),
  // The public origin of each site, for links in the visitor's confirmation (the same settings the site build reads).
  SITE_IN_ORIGIN: z.url({ protocol: /^https?$/ }).default(defaultSiteOrigin),
  SITE_UK_ORIGIN: z.url({ protocol: /^https?$/ }).default(defaultSiteOrigin),
  CONFIRMATION_MAIL: z.enum(['0', '1']).default('1'),
  CONFIRMATION_DOMAIN_HOURLY_MAX: z.coerce.number().int().min(0).default(defaultConfirmationDomainHourlyMax),
  WEBHOOK_URL: list(z.url({ protocol: /^https?$/, error: 'each must be an http(s) URL' })),
  WEBHOOK_SECRET: z
    .string()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(
        z.string().regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, {
          error: 'each must be a whsec_ key (base64 after the prefix)',
        }),
      ),
    ),
  DELIVERY_ALERT_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(7 * 24 * 60)
    .default(30),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(3_000).default(60_000),
  // The staff inbox's own listener (docs/staff.md): none unless STAFF_PORT is set, so no fixed port is ever assumed free.
  STAFF_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  STAFF_HOST: z.string().min(1).default('127.0.0.1'),
  STAFF_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an origin like https://inbox.agency.example' })
    .optional(),
  // The agency's mailbox that visitors' answers reach: replies carry it, +tagged with the lead's token, as Reply-To.
  REPLY_MAILBOX: z.email({ error: 'must be a mail address like replies@agency.example' }).optional(),
  // Replies from the inbox (docs/staff.md): how long Send holds one for Undo, and a rejection's default delay.
  REPLY_UNDO_SECONDS: z.coerce.number().int().min(0).max(600).default(defaultReplyUndoSeconds),
  REJECTION_DELAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(defaultRejectionDelayMinutes),
  // The sender of each region's replies; default: the region's brand at MAIL_FROM's address.
  MAIL_FROM_IN: z.string().min(3).optional(),
  MAIL_FROM_UK: z.string().min(3).optional(),
  // DKIM signing of every mail sent (docs/deployment.md): all three, or none.
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { error: 'must be a domain like agency.example' })
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: 'must be a selector like agency2026' })
    .optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  // The mailbox visitors' answers are read from (conversations/inbound-settings.ts).
  ...inboundEnvShape,
  // Invitations (and re-invitations) one admin sends from the inbox in an hour (docs/staff.md).
  STAFF_INVITATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(defaultInvitationsPerHour),
});

/** Days a kind of lead is kept: at least one, at most what the privacy notice promises. */
function retention(promised: number) {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(promised, { error: `must be at most ${promised}: the privacy notice promises no longer` })
    .default(promised);
}

/** A comma-separated list, each item checked by `item`. */
function list(item: z.ZodType<string, string>) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

export interface ApiConfig {
  port: number;
  host: string;
  /** Where the Prometheus metrics listen (never the public port). */
  metrics: { port: number; host: string };
  dataDir: string;
  logLevel: string;
  databaseUrl: string | undefined;
  poolMax: number;
  shutdownTimeoutMs: number;
  requestTimeoutMs: number;
  /** A request's headers must arrive within this time (never longer than requestTimeoutMs). */
  headersTimeoutMs: number;
  connectionLimits: { maxConnections: number; maxPerClient: number };
  siteOrigins: string[];
  trustProxy: string[];
  formTokenSecret: string | undefined;
  rateLimit: { max: number; windowMs: number };
  /** The job application's own limit: an upload costs more than an enquiry. */
  uploadRateLimit: { max: number; windowMs: number };
  /** The largest CV taken, in bytes (a proxy in front must take it, plus the form's own fields). */
  cvMaxBytes: number;
  /** What uploads in progress hold in memory, in all and per client (the rest in a temporary file). */
  uploadMemory: UploadShareLimits;
  /** What they hold in DATA_DIR's temporary folder, in all and per client (past it: refused). */
  uploadDisk: UploadShareLimits;
  /** How long leads are kept before they are purged, in days. */
  retention: RetentionDays;
  smtpUrl: string | undefined;
  mail: MailSettings;
  /** What a lead is delivered as besides the staff notification. */
  deliveries: DeliverySettings;
  /** WEBHOOK_SECRET: the key(s) webhooks are signed with (two while rotating). */
  webhookSecrets: string[];
  /** A message waiting longer than this turns readiness `degraded`. */
  deliveryAlertMs: number;
  outbox: { pollMs: number; retryBaseMs: number; leaseMs: number };
  /** The staff inbox's listener; origin undefined = http://localhost:<the port bound>. */
  staff: { port: number | undefined; host: string; origin: string | undefined };
  /** REPLY_MAILBOX: where visitors' answers to staff replies arrive (conversations/reply-token.ts); unset = no replies. */
  replyMailbox: string | undefined;
  /** Replies from the inbox: the undo window, a rejection's default delay, each region's sender. */
  replies: ReplySettings;
  /** DKIM_*: every mail signed with this key; undefined: none signed. */
  dkim: DkimKey | undefined;
  /** INBOUND_*: where visitors' answers are read from and filed on their leads; unset = not read. */
  inbound: InboundSettings | undefined;
  /** STAFF_INVITATIONS_PER_HOUR: invitations one admin sends from the inbox in any hour. */
  staffInvitationsPerHour: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  if (c.WEBHOOK_URL.length > 0 && c.WEBHOOK_SECRET.length === 0)
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOK_SECRET: must be set when WEBHOOK_URL is (whsec_…)',
    );
  const dkim = dkimKeyOf(c);
  if (typeof dkim === 'string') throw new ConfigError(`Invalid configuration:\n  ${dkim}`);
  const inbound = inboundSettings(c, c.REPLY_MAILBOX);
  if (inbound.problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${inbound.problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    port: c.PORT,
    host: c.HOST,
    metrics: { port: c.METRICS_PORT, host: c.METRICS_HOST },
    dataDir: resolve(c.DATA_DIR),
    logLevel: c.LOG_LEVEL,
    databaseUrl: c.DATABASE_URL,
    poolMax: c.PG_POOL_MAX,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: Math.min(c.HEADERS_TIMEOUT_MS, c.REQUEST_TIMEOUT_MS),
    connectionLimits: {
      maxConnections: c.MAX_CONNECTIONS ?? defaultMaxConnections(),
      maxPerClient: c.MAX_CONNECTIONS_PER_CLIENT,
    },
    siteOrigins: c.SITE_ORIGINS,
    trustProxy: c.TRUST_PROXY,
    formTokenSecret: c.FORM_TOKEN_SECRET,
    rateLimit: { max: c.RATE_LIMIT_MAX, windowMs: c.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    uploadRateLimit: { max: c.UPLOAD_RATE_LIMIT_MAX, windowMs: c.UPLOAD_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    cvMaxBytes: c.CV_MAX_BYTES,
    uploadMemory: { perProcess: c.UPLOAD_MEMORY_MAX_BYTES, perClient: c.UPLOAD_MEMORY_PER_CLIENT_BYTES },
    uploadDisk: { perProcess: c.UPLOAD_DISK_MAX_BYTES, perClient: c.UPLOAD_DISK_PER_CLIENT_BYTES },
    retention: {
      enquiries: c.ENQUIRY_RETENTION_DAYS,
      applications: c.APPLICATION_RETENTION_DAYS,
      applicationsOnFile: c.APPLICATION_ON_FILE_RETENTION_DAYS,
    },
    smtpUrl: c.SMTP_URL,
    outbox: { pollMs: c.OUTBOX_POLL_MS, retryBaseMs: c.OUTBOX_RETRY_BASE_MS, leaseMs: c.OUTBOX_LEASE_MS },
    mail: {
      from: c.MAIL_FROM,
      to: { in: c.MAIL_TO_IN ?? c.MAIL_TO, uk: c.MAIL_TO_UK ?? c.MAIL_TO },
      careersTo: {
        in: c.MAIL_TO_CAREERS_IN ?? c.MAIL_TO_IN ?? c.MAIL_TO,
        uk: c.MAIL_TO_CAREERS_UK ?? c.MAIL_TO_UK ?? c.MAIL_TO,
      },
      cvInMail: c.CV_IN_MAIL === '1',
      siteOrigins: { in: new URL(c.SITE_IN_ORIGIN).origin, uk: new URL(c.SITE_UK_ORIGIN).origin },
    },
    deliveries: {
      confirmations: c.CONFIRMATION_MAIL === '1',
      webhookUrls: c.WEBHOOK_URL,
      confirmationDomainHourlyMax: c.CONFIRMATION_DOMAIN_HOURLY_MAX,
    },
    webhookSecrets: c.WEBHOOK_SECRET,
    deliveryAlertMs: c.DELIVERY_ALERT_MINUTES * minuteMs,
    staff: {
      port: c.STAFF_PORT,
      host: c.STAFF_HOST,
      origin: c.STAFF_ORIGIN === undefined ? undefined : new URL(c.STAFF_ORIGIN).origin,
    },
    replyMailbox: c.REPLY_MAILBOX,
    replies: {
      undoSeconds: c.REPLY_UNDO_SECONDS,
      rejectionDelayMinutes: c.REJECTION_DELAY_MINUTES,
      from: {
        in: c.MAIL_FROM_IN ?? regionSender('in', c.MAIL_FROM),
        uk: c.MAIL_FROM_UK ?? regionSender('uk', c.MAIL_FROM),
      },
    },
    dkim,
    inbound: inbound.settings,
    staffInvitationsPerHour: c.STAFF_INVITATIONS_PER_HOUR,
  };
}
