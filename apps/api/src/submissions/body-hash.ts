import { createHash } from 'node:crypto';

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

/** Same form and same body (key order aside) give the same hash: an Idempotency-Key replay. */
export function bodyHash(form: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([form, canonical(body)]))
    .digest('hex');
}
