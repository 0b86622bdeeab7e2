import { css } from '@emotion/react';
import { verdictList, verdictWords, type InboundEntry } from '@agency/staff-contract';

export { senderDiffers, verdictWords } from '@agency/staff-contract';

const checks = [
  ['DKIM', 'dkim'],
  ['SPF', 'spf'],
  ['DMARC', 'dmarc'],
] as const;

type Verdicts = Pick<InboundEntry, 'dkim' | 'spf' | 'dmarc'>;
type WordsOf = (list: string) => string;

/** One sentence about the checks: red only for a message that may be forged. */
export interface VerdictLine {
  tone: 'danger' | 'neutral';
  text: string;
}

/**
 * The rules (docs/staff.md#what-the-checks-of-who-sent-it-say). Red only when
 * DMARC fails, or DKIM fails with no aligned pass. The API stores DKIM `fail`
 * only when no signature verified at all (an aligned pass is `pass`, another
 * domain's is `unaligned`), so with DKIM `fail` the one aligned pass left is
 * DMARC's through SPF: DKIM `fail` is red unless DMARC passes. SPF alone is
 * never red: forwarded mail fails it. Everything else is said in neutral
 * words, with what would make an unknown known.
 */
export function verdictLines(message: Verdicts): VerdictLine[] {
  const named = checks.map(([label, key]) => ({
    label,
    key,
    verdict: message[key],
    value: message[key].toLowerCase(),
  }));
  const value = (key: (typeof checks)[number][1]) => named.find((check) => check.key === key)!.value;
  const dmarcPasses = value('dmarc') === 'pass';
  const dkimFailsUnaligned = value('dkim') === 'fail' && !dmarcPasses;
  const red = value('dmarc') === 'fail' || dkimFailsUnaligned;
  const spfFails = (check: (typeof named)[number]) =>
    check.key === 'spf' && (check.value === 'fail' || check.value === 'softfail');
  const failed = named.filter(
    (check) =>
      (check.key === 'dmarc' && check.value === 'fail') ||
      (check.key === 'dkim' && dkimFailsUnaligned) ||
      (red && spfFails(check)),
  );
  const wordsOf = (check: (typeof named)[number]): WordsOf => {
    if (spfFails(check)) return dmarcPasses ? verdictWords.spfForwarded : verdictWords.spfAlone;
    if (check.key === 'dkim') {
      if (check.value === 'none') return verdictWords.unsigned;
      if (check.value === 'neutral') return verdictWords.dkimNeutral;
      if (check.value === 'unaligned') return verdictWords.unaligned;
      if (check.value === 'fail') return verdictWords.dkimFailDmarcPass;
    }
    switch (check.value) {
      case 'unknown':
        return verdictWords.unknown;
      case 'none':
        return verdictWords.none;
      case 'neutral':
        return verdictWords.neutral;
      case 'temperror':
        return verdictWords.temperror;
      case 'permerror':
        return verdictWords.permerror;
      case 'policy':
        return verdictWords.policy;
      default:
        return verdictWords.other;
    }
  };
  // Checks that share their words share a sentence: SPF and DMARC are `unknown` together.
  const neutral = new Map<WordsOf, typeof named>();
  for (const check of named) {
    if (failed.includes(check) || check.value === 'pass') continue;
    const words = wordsOf(check);
    neutral.set(words, [...(neutral.get(words) ?? []), check]);
  }
  const passed = named.filter((check) => check.value === 'pass');
  return [
    ...(failed.length > 0
      ? [{ tone: 'danger' as const, text: verdictWords.failed(verdictList(failed)) }]
      : []),
    ...[...neutral].map(([words, items]) => ({ tone: 'neutral' as const, text: words(verdictList(items)) })),
    ...(passed.length === named.length
      ? [{ tone: 'neutral' as const, text: verdictWords.passed }]
      : passed.length > 0
        ? [
            {
              tone: 'neutral' as const,
              text: verdictWords.somePassed(passed.map((check) => check.label).join(', ')),
            },
          ]
        : []),
  ];
}

/**
 * A message's authentication verdicts in words: one that says it may be
 * forged first, plainly, in the danger colour; the rest in the text's own.
 */
export function AuthVerdicts({ message }: { message: Verdicts }) {
  return (
    <>
      {verdictLines(message).map((line) => (
        <p
          key={line.text}
          css={(t) => css`
            margin: 0;
            ${line.tone === 'danger' ? `color: ${t.colors.danger}; font-weight: 600;` : ''}
          `}
        >
          {line.text}
        </p>
      ))}
    </>
  );
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A message filed by its token whose From is not the address the lead gave:
 * said in words, not in red (a visitor may write from another address), each
 * address in an isolate as the sender line has it.
 */
export function SenderDiffers({ from, leadEmail }: { from: string; leadEmail: string }) {
  if (sameAddress(from, leadEmail)) return null;
  const words = verdictWords.fromDiffers;
  return (
    <p
      css={css`
        margin: 0;
      `}
    >
      {words.before}
      <bdi>{from}</bdi>
      {words.between}
      <bdi>{leadEmail}</bdi>
      {words.after}
    </p>
  );
}
