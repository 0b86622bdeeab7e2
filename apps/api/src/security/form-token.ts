import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A person needs at least this long, from seeing a form, to fill it; a bot posting at once is suspect. */
export const minFillMs = 1_000;
/** The most `shown` counts for: a page left open longer gains nothing more. */
export const maxShownMs = 30 * 60 * 1000;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * How long ago the page holding the form was first shown, from the query
 * parameter: a non-negative integer of milliseconds, clamped to 30 minutes;
 * anything else counts as 0 (the form's fill time starts now).
 */
export function shownAgoMs(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw)) return 0;
  return Math.min(Number(raw), maxShownMs);
}

/**
 * `<shown at, epoch ms>.<nonce>.<hmac>`: when the page was first shown
 * (readable, but it cannot be changed) and a random nonce, the token's
 * identity for single use.
 */
export function issueFormToken(secret: string, shownAgo = 0, now = Date.now()): string {
  const payload = `${now - Math.min(Math.max(0, shownAgo), maxShownMs)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenFault = 'token-missing' | 'token-invalid' | 'token-too-young';

export interface TokenCheck {
  /** Why the token is not good, or undefined when it is. */
  fault: TokenFault | undefined;
  /** The nonce of a token we signed (also one too young or too old), to bind it to one submission. */
  id: string | undefined;
}

/**
 * Checks the token a submission carries in its header (the cookie plays no
 * part). A token past its life (formTokenLifeMs) is still good: its age says
 * nothing about a script, which gets a new token for one GET, and holding it
 * against a tab left open for a day filed real visitors as spam.
 */
export function checkFormToken(secret: string, header: string | undefined, now = Date.now()): TokenCheck {
  if (!header) return { fault: 'token-missing', id: undefined };
  const [shownAt, nonce, mac, ...rest] = header.split('.');
  if (!shownAt || !nonce || !mac || rest.length > 0 || !/^\d{1,15}$/.test(shownAt))
    return { fault: 'token-invalid', id: undefined };
  const expected = Buffer.from(sign(secret, `${shownAt}.${nonce}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { fault: 'token-invalid', id: undefined };
  const age = now - Number(shownAt);
  if (age < minFillMs) return { fault: 'token-too-young', id: nonce };
  return { fault: undefined, id: nonce };
}

/**
 * The signing secret: FORM_TOKEN_SECRET, or one generated once and kept in
 * DATA_DIR so tokens survive a restart. Several instances must share it: set
 * FORM_TOKEN_SECRET when scaling out.
 */
export function formTokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'form-token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
