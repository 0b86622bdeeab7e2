import { formTokenLifeMs, formTokenPath, formTokenShownParam } from '@agency/contract';
import { clientConfig } from './client-config.ts';

/** Tries for a token before a send goes without one; the waits between them. */
const retryDelaysMs = [1_000, 3_000];
/**
 * How long one request for a token may take: three tries and their waits stay
 * near the client's time-out, so a visitor waits no longer for a token than
 * for an answer.
 */
const tokenTimeoutMs = 4_000;

/**
 * How long ago this page was first shown to the visitor, in milliseconds: the
 * API counts a form's fill time from then (a prerendered page can be typed
 * into long before its scripts arrive). A page the browser prerendered counts
 * from when the visitor opened it, not from when it was prepared.
 */
export function msSincePageShown(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  return Math.max(0, Math.round(performance.now() - (navigation?.activationStart ?? 0)));
}

/** One request for a token; undefined when the API cannot be reached or answers without one. */
async function fetchToken(shownAgoMs: number): Promise<string | undefined> {
  const url = `${clientConfig.baseUrl}${formTokenPath}?${formTokenShownParam}=${shownAgoMs}`;
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(Math.min(tokenTimeoutMs, clientConfig.timeoutMs)),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : undefined;
  } catch {
    return undefined;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A token held longer than this is renewed before a send: well inside its
 * life, whatever the two clocks say. Measured by the wall clock, which counts
 * a laptop's sleep (the page's own clock may not).
 */
export const renewTokenAfterMs = formTokenLifeMs / 2;

/**
 * The form token of one form on the page (each form its own: a token is bound
 * to the first submission stored with it). It is asked for as the form
 * hydrates; a send waits for it, so a form submitted before its scripts had
 * loaded still goes with one. A send that may have been stored uses it up,
 * and a fresh one is asked for at once, for the next enquiry.
 */
export class FormTokenSource {
  #token: Promise<string | undefined> | undefined;
  /** When (Date.now()) the token in hand was asked for. */
  #askedAt = 0;

  /** Starts fetching a token if none is on its way; `shownAgoMs` defaults to the page's age. */
  prepare(shownAgoMs = msSincePageShown()): void {
    if (this.#token) return;
    this.#askedAt = Date.now();
    this.#token = this.#fetchWithRetries(shownAgoMs);
  }

  /**
   * The token to send: a new one when this one has been held for half its
   * life (a tab left open overnight). Undefined only when the API could not
   * give one after a few tries: the send then goes without, and the API files
   * the enquiry for staff to look at (its spam digest) rather than losing it.
   */
  token(): Promise<string | undefined> {
    if (this.#token && Date.now() - this.#askedAt > renewTokenAfterMs) this.#token = undefined;
    this.prepare();
    return this.#token!;
  }

  /** The last token may be bound to a stored submission now: the next send needs a new one. */
  renew(): void {
    this.#token = undefined;
    // The form is empty again (or edited): its fill time starts now.
    this.prepare(0);
  }

  async #fetchWithRetries(shownAgoMs: number): Promise<string | undefined> {
    const started = performance.now();
    let token = await fetchToken(shownAgoMs);
    for (const delay of retryDelaysMs) {
      if (token) break;
      await wait(delay);
      token = await fetchToken(shownAgoMs + Math.round(performance.now() - started));
    }
    if (!token) this.#token = undefined; // The next send tries again.
    return token;
  }
}
