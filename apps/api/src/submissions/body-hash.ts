import { createHmac } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/**
 * The installation's key for body hashes, derived from its form-token secret
 * (which every instance of one installation shares). A plain SHA-256 of a
 * body is the same everywhere: anyone holding a guess of a person's message
 * could confirm it against a stored hash.
 */
export function bodyHashKey(formTokenSecret: string): Buffer {
  return createHmac('sha256', formTokenSecret).update('agency body hash v1').digest();
}

/**
 * Same form and same body (key order aside) give the same hash on one
 * installation: an Idempotency-Key replay, a form token used again. Keyed
 * (HMAC-SHA256) with the installation's key.
 */
export function bodyHash(key: Buffer, form: string, body: unknown): string {
  return createHmac('sha256', key)
    .update(JSON.stringify([form, canonical(body)]))
    .digest('hex');
}
