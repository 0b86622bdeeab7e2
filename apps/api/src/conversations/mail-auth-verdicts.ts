import type { DNSResolver } from 'mailauth';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';

export type DnsResolver = DNSResolver;

/** The verdicts stored with an inbound message (lead_inbound.dkim, spf, dmarc). */
export interface AuthVerdicts {
  dkim: string;
  spf: string;
  dmarc: string;
}

/** A DNS look-up that hangs must not hold the reading of the mailbox. */
const dkimTimeoutMs = 15_000;

/**
 * DKIM, verified here with mailauth: `pass` when a signature of the From
 * domain (or its organisational domain) verifies; `unaligned` when only a
 * signature of another domain does (it proves nothing about the sender);
 * otherwise the first signature's result (`fail`, also for a body changed
 * after signing, `neutral`, `policy`,
 * `temperror`, `permerror`), or `none` with no signature.
 */
export async function dkimVerdict(raw: Buffer, resolver?: DnsResolver): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      dkimVerify(raw, resolver ? { resolver } : {}),
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), dkimTimeoutMs))),
    ]);
    if (!result) return 'temperror';
    const signatures = result.results.filter((r) => r.signingDomain);
    if (signatures.length === 0) return 'none';
    if (signatures.some((r) => r.status.result === 'pass' && r.status.aligned)) return 'pass';
    if (signatures.some((r) => r.status.result === 'pass')) return 'unaligned';
    const first = signatures[0]?.status;
    // mailauth's lenient mode says neutral for a body changed after signing: to staff, that is a failure.
    if (first?.result === 'neutral' && first.comment === 'body hash did not verify') return 'fail';
    return first?.result === 'temperr' ? 'temperror' : (first?.result ?? 'none');
  } catch {
    return 'permerror';
  } finally {
    clearTimeout(timer);
  }
}

/** Comments of a structured header removed (nested parentheses, quoted pairs), in one pass. */
function withoutComments(value: string): string {
  let depth = 0;
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const c = value[i];
    if (c === '\\' && depth > 0) {
      i += 1;
      continue;
    }
    if (c === '(') depth += 1;
    else if (c === ')' && depth > 0) depth -= 1;
    else if (depth === 0) out += c;
  }
  return out;
}

/**
 * SPF and DMARC as the agency's own mail server recorded them: the topmost
 * Authentication-Results header whose authserv-id is `authservId`. A server
 * adds its header on top, and what a sender wrote in its own message sits
 * below it, so one of those that claims the same id is never read; others
 * are ignored outright. `unknown` when no authserv-id is configured or no such
 * header is there; `none` when the header does not mention the method.
 */
export function receivedVerdicts(
  authResults: readonly string[],
  authservId: string | undefined,
): Pick<AuthVerdicts, 'spf' | 'dmarc'> {
  const unknown = { spf: 'unknown', dmarc: 'unknown' };
  if (!authservId) return unknown;
  for (const header of authResults) {
    const parts = withoutComments(header.slice(0, 16_384)).split(';');
    const id = (parts[0] ?? '').trim().split(/\s+/)[0]?.toLowerCase();
    if (id !== authservId) continue;
    const verdict = (method: string) => {
      for (const part of parts.slice(1)) {
        const match = /^\s*([a-z0-9-]+)\s*=\s*([a-z]+)/i.exec(part.slice(0, 200));
        if (match?.[1]?.toLowerCase() === method) return match[2]!.toLowerCase();
      }
      return 'none';
    };
    return { spf: verdict('spf'), dmarc: verdict('dmarc') };
  }
  return unknown;
}
