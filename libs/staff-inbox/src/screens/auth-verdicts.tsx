import { css } from '@emotion/react';
import type { InboundEntry } from '@agency/staff-contract';

const checks = [
  ['DKIM', 'dkim'],
  ['SPF', 'spf'],
  ['DMARC', 'dmarc'],
] as const;

/** A verdict that says the message was not shown to come from where it claims: fail, softfail, an error, a policy. */
const failing = (verdict: string) => !['pass', 'none', 'neutral'].includes(verdict.toLowerCase());

export const verdictWords = {
  failed: (list: string) =>
    `Failed checks: ${list}. This message may not come from the visitor: check with them before acting on it.`,
  unverified: (list: string) => `Not verified: ${list}.`,
  passed: 'DKIM, SPF and DMARC pass.',
} as const;

/**
 * A message's authentication verdicts in words: a failing one plainly, in
 * the danger colour and first; one that could not be checked said as such.
 */
export function AuthVerdicts({ message }: { message: Pick<InboundEntry, 'dkim' | 'spf' | 'dmarc'> }) {
  const named = checks.map(([label, key]) => ({ label, verdict: message[key] }));
  const failed = named.filter((check) => failing(check.verdict));
  const unverified = named.filter(
    (check) => !failing(check.verdict) && check.verdict.toLowerCase() !== 'pass',
  );
  const list = (items: typeof named) => items.map((check) => `${check.label} ${check.verdict}`).join(', ');
  return (
    <>
      {failed.length > 0 ? (
        <p
          css={(t) => css`
            margin: 0;
            color: ${t.colors.danger};
            font-weight: 600;
          `}
        >
          {verdictWords.failed(list(failed))}
        </p>
      ) : null}
      {unverified.length > 0 ? (
        <p
          css={css`
            margin: 0;
          `}
        >
          {verdictWords.unverified(list(unverified))}
        </p>
      ) : null}
      {failed.length === 0 && unverified.length === 0 ? (
        <p
          css={css`
            margin: 0;
          `}
        >
          {verdictWords.passed}
        </p>
      ) : null}
    </>
  );
}
