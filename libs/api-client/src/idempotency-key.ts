/** A new random key (128 bits, hex). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// Keys of submissions sent but not yet acknowledged, by what was sent.
const unacknowledged = new Map<string, string>();

/**
 * The Idempotency-Key of one submission: the same for every attempt at the
 * same path and body until one is acknowledged, so a visitor who sends again
 * after a time-out or a 502 (when the first attempt may have been stored)
 * gets the first answer instead of a second lead. Changed content is a new
 * submission with a new key.
 */
export function idempotencyKeyFor(path: string, body: string): string {
  const what = `${path}\n${body}`;
  let key = unacknowledged.get(what);
  if (!key) {
    key = newIdempotencyKey();
    unacknowledged.set(what, key);
  }
  return key;
}

/** The submission was acknowledged (2xx): sending the same content again is a new submission. */
export function acknowledge(path: string, body: string): void {
  unacknowledged.delete(`${path}\n${body}`);
}
