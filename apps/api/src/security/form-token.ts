import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A person needs at least this long to fill a form; a bot posting at once is suspect. */
export const minFillMs = 3_000;
export const maxTokenAgeMs = 24 * 60 * 60 * 1000;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** `<issued ms>.<nonce>.<hmac>`: the issue time is readable but cannot be changed. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${now}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenFault =
  'token-missing' | 'token-mismatch' | 'token-invalid' | 'token-too-young' | 'token-too-old';

/** Why the token of a submission is not good, or undefined when it is. */
export function checkFormToken(
  secret: string,
  cookie: string | undefined,
  header: string | undefined,
  now = Date.now(),
): TokenFault | undefined {
  if (!cookie || !header) return 'token-missing';
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'token-mismatch';
  const [issued, nonce, mac, ...rest] = cookie.split('.');
  if (!issued || !nonce || !mac || rest.length > 0 || !/^\d{1,15}$/.test(issued)) return 'token-invalid';
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'token-invalid';
  const age = now - Number(issued);
  if (age < minFillMs) return 'token-too-young';
  if (age > maxTokenAgeMs) return 'token-too-old';
  return undefined;
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
