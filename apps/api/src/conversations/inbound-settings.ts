import { minuteMs } from '@agency/staff-contract';
import { z } from 'zod';
import { defaultAttachmentsMax } from './inbound-attachments.ts';

const attachmentsMaxRule = { error: 'must be a whole number of attachments from 0 to 100' };

/**
 * INBOUND_*: the mailbox the visitors' answers are read from (docs/deployment.md,
 * "Reading replies"). Declared here, spread into the server's one schema (config.ts).
 */
export const inboundEnvShape = {
  // imaps://user:password@host[:port]/[mailbox], or imap:// on a private network.
  INBOUND_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^\s/]+(\/\S*)?$/, { error: 'must be an imaps:// or imap:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // OAuth2 instead of a password: a file an outside refresher keeps current…
  INBOUND_OAUTH_TOKEN_FILE: z.string().min(1).optional(),
  // …or the provider's token endpoint, asked here with a refresh token or the client's own credentials.
  INBOUND_OAUTH_TOKEN_URL: z
    .url({ protocol: /^https?$/, error: 'must be the token endpoint’s URL' })
    .optional(),
  INBOUND_OAUTH_CLIENT_ID: z.string().min(1).optional(),
  INBOUND_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  INBOUND_OAUTH_REFRESH_TOKEN: z.string().min(1).optional(),
  INBOUND_OAUTH_SCOPE: z.string().min(1).optional(),
  INBOUND_POLL_MS: z.coerce.number().int().min(100).default(60_000),
  INBOUND_AFTER_FILING: z
    .string()
    .regex(/^(delete|move:.+)$/, { error: 'must be delete or move:<folder>' })
    .default('delete'),
  INBOUND_AUTHSERV_ID: z
    .string()
    .regex(/^[^\s;()]+$/, {
      error: 'must be the authserv-id your mail server writes, like mx.agency.example',
    })
    .optional(),
  INBOUND_ALERT_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(7 * 24 * 60)
    .default(30),
  INBOUND_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  INBOUND_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(25 * 1024 * 1024),
  // 0 keeps none: every attachment is counted as not kept.
  INBOUND_ATTACHMENTS_MAX: z.coerce
    .number(attachmentsMaxRule)
    .int(attachmentsMaxRule)
    .min(0, attachmentsMaxRule)
    .max(100, attachmentsMaxRule)
    .default(defaultAttachmentsMax),
};

type InboundEnv = z.output<z.ZodObject<typeof inboundEnvShape>>;

/** Where the IMAP server is and who we are there. */
export interface ImapAccount {
  host: string;
  port: number;
  /** TLS from the first byte (imaps://); imap:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  /** Undefined with OAuth2. */
  password: string | undefined;
  mailbox: string;
}

export type OAuthSettings =
  | { kind: 'file'; path: string }
  | {
      kind: 'grant';
      tokenUrl: string;
      clientId: string;
      clientSecret: string | undefined;
      refreshToken: string | undefined;
      scope: string | undefined;
    };

export interface InboundSettings {
  account: ImapAccount;
  oauth: OAuthSettings | undefined;
  /** REPLY_MAILBOX: the address whose +tag is a lead's token. */
  replyMailbox: string;
  pollMs: number;
  /** What becomes of a message once filed: expunged, or moved to this folder. */
  afterFiling: { kind: 'delete' } | { kind: 'move'; folder: string };
  /** The authserv-id of the agency's own mail server: only its Authentication-Results count. */
  authservId: string | undefined;
  alertMs: number;
  timeoutMs: number;
  maxBytes: number;
  /** The most attachments kept from one message; the rest are counted as not kept. */
  attachmentsMax: number;
}

/** The IMAP URL read: percent-escapes decoded, the default port of its scheme, INBOX unless a path names another. */
export function imapAccount(url: string): ImapAccount {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  const path = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    mailbox: path || 'INBOX',
  };
}

/** The settings, or undefined when no mailbox is configured; problems are returned for config.ts to report. */
export function inboundSettings(
  env: InboundEnv,
  replyMailbox: string | undefined,
): { settings: InboundSettings | undefined; problems: string[] } {
  const url = env.INBOUND_IMAP_URL;
  if (!url) return { settings: undefined, problems: [] };
  const problems: string[] = [];
  const account = imapAccount(url);
  if (!account.user)
    problems.push('INBOUND_IMAP_URL: must name the mailbox’s user (imaps://user:password@host)');
  const oauth: OAuthSettings | undefined = env.INBOUND_OAUTH_TOKEN_FILE
    ? { kind: 'file', path: env.INBOUND_OAUTH_TOKEN_FILE }
    : env.INBOUND_OAUTH_TOKEN_URL
      ? {
          kind: 'grant',
          tokenUrl: env.INBOUND_OAUTH_TOKEN_URL,
          clientId: env.INBOUND_OAUTH_CLIENT_ID ?? '',
          clientSecret: env.INBOUND_OAUTH_CLIENT_SECRET,
          refreshToken: env.INBOUND_OAUTH_REFRESH_TOKEN,
          scope: env.INBOUND_OAUTH_SCOPE,
        }
      : undefined;
  if (oauth?.kind === 'grant' && !oauth.clientId)
    problems.push('INBOUND_OAUTH_CLIENT_ID: must be set with INBOUND_OAUTH_TOKEN_URL');
  if (oauth?.kind === 'grant' && !oauth.refreshToken && !oauth.clientSecret)
    problems.push(
      'INBOUND_OAUTH_REFRESH_TOKEN: must be set with INBOUND_OAUTH_TOKEN_URL (or INBOUND_OAUTH_CLIENT_SECRET for the client-credentials grant)',
    );
  if (!oauth && account.password === undefined)
    problems.push(
      'INBOUND_IMAP_URL: must carry a password (imaps://user:password@host), or set INBOUND_OAUTH_TOKEN_FILE or INBOUND_OAUTH_TOKEN_URL',
    );
  if (!replyMailbox)
    problems.push('REPLY_MAILBOX: must be set when INBOUND_IMAP_URL is (replies are filed by its +tag)');
  const after = env.INBOUND_AFTER_FILING;
  return {
    problems,
    settings:
      problems.length > 0 || !replyMailbox
        ? undefined
        : {
            account,
            oauth,
            replyMailbox,
            pollMs: env.INBOUND_POLL_MS,
            afterFiling: after === 'delete' ? { kind: 'delete' } : { kind: 'move', folder: after.slice(5) },
            authservId: env.INBOUND_AUTHSERV_ID?.toLowerCase(),
            alertMs: env.INBOUND_ALERT_MINUTES * minuteMs,
            timeoutMs: env.INBOUND_TIMEOUT_MS,
            maxBytes: env.INBOUND_MAX_BYTES,
            attachmentsMax: env.INBOUND_ATTACHMENTS_MAX,
          },
  };
}
