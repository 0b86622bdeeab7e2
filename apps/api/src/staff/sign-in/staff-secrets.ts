import { createHash, randomBytes } from 'node:crypto';

/** A new random secret, base64url without padding: 16 bytes (128 bits) give 22 characters. */
export function newSecret(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What is stored of a secret (an invitation's, a session's): its SHA-256, so a
 * copy of the database (a backup, a leaked dump) signs nobody in. A plain
 * hash is enough: the secrets are random 128/256-bit values, not passwords.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
