import { theme, ThemeRoot } from '@agency/ui';
import type { InboundEntry } from '@agency/staff-contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { shownTime } from '../api/staff-words.ts';
import { senderDiffers, verdictWords } from './auth-verdicts.tsx';
import { TimelineItem } from './timeline-item.tsx';

const at = '2026-11-27T10:00:00.000Z';
const message: InboundEntry = {
  kind: 'inbound',
  messageKind: 'answer',
  id: 'm1',
  at,
  by: 'priya@example.com',
  subject: 'Re: Next step',
  body: 'Tuesday works.',
  sentAt: at,
  dkim: 'pass',
  spf: 'pass',
  dmarc: 'pass',
  attachments: [],
};

/** The message on the timeline, as the lead's screen shows it; its sentences about who sent it. */
function shown(verdicts: Partial<InboundEntry>, leadEmail = 'priya@example.com') {
  cleanup();
  render(
    <ThemeRoot>
      <TimelineItem entry={{ ...message, ...verdicts }} onCancel={() => {}} leadEmail={leadEmail} />
    </ThemeRoot>,
  );
  const item = screen.getByRole('article', { name: `Message from the visitor, ${shownTime(at)}` });
  const [, ...rest] = within(item).getAllByRole('paragraph');
  const lines = rest
    .filter((p) => !p.textContent.startsWith('Subject: ') && p.textContent !== message.body)
    .map((p) => ({ text: p.textContent, red: getComputedStyle(p).color === danger }));
  return { item, lines };
}

const danger = 'rgb(164, 22, 26)';
it('reads the danger colour the theme declares', () => {
  expect(theme.colors.danger).toBe('#a4161a');
});

const neutral = (text: string) => ({ text, red: false });
const red = (text: string) => ({ text, red: true });

it('says unknown (no authserv-id of our own server) and unsigned in neutral words, with what would make them known', () => {
  const { lines } = shown({ dkim: 'none', spf: 'unknown', dmarc: 'unknown' });
  expect(lines).toEqual([
    neutral(verdictWords.unsigned('DKIM none')),
    neutral(verdictWords.unknown('SPF unknown, DMARC unknown')),
  ]);
  expect(lines[1]!.text).toContain('INBOUND_AUTHSERV_ID');
});

it('is red when DMARC fails, the SPF failure named with it', () => {
  expect(shown({ dkim: 'pass', spf: 'fail', dmarc: 'fail' }).lines).toEqual([
    red(verdictWords.failed('SPF fail, DMARC fail')),
    neutral(verdictWords.somePassed('DKIM')),
  ]);
});

it('is red when DKIM fails and DMARC does not pass: unknown, none or failing', () => {
  expect(shown({ dkim: 'fail', spf: 'unknown', dmarc: 'unknown' }).lines).toEqual([
    red(verdictWords.failed('DKIM fail')),
    neutral(verdictWords.unknown('SPF unknown, DMARC unknown')),
  ]);
  expect(shown({ dkim: 'FAIL', spf: 'softfail', dmarc: 'none' }).lines[0]).toEqual(
    red(verdictWords.failed('DKIM FAIL, SPF softfail')),
  );
});

it('is neutral when DKIM fails but DMARC passes through SPF, an aligned pass', () => {
  expect(shown({ dkim: 'fail', spf: 'pass', dmarc: 'pass' }).lines).toEqual([
    neutral(verdictWords.dkimFailDmarcPass('DKIM fail')),
    neutral(verdictWords.somePassed('SPF, DMARC')),
  ]);
});

it('is neutral for an SPF fail or softfail where DMARC passes through DKIM, as forwarded mail does', () => {
  for (const spf of ['fail', 'softfail']) {
    expect(shown({ spf }).lines).toEqual([
      neutral(verdictWords.spfForwarded(`SPF ${spf}`)),
      neutral(verdictWords.somePassed('DKIM, DMARC')),
    ]);
  }
  expect(shown({ dkim: 'unaligned', spf: 'softfail', dmarc: 'none' }).lines).toEqual([
    neutral(verdictWords.unaligned('DKIM unaligned')),
    neutral(verdictWords.spfAlone('SPF softfail')),
    neutral(verdictWords.none('DMARC none')),
  ]);
});

it('says temperror could not be checked, never against the visitor, and permerror is not a forgery', () => {
  const { lines } = shown({ dkim: 'temperror', spf: 'permerror', dmarc: 'temperror' });
  expect(lines).toEqual([
    neutral(verdictWords.temperror('DKIM temperror, DMARC temperror')),
    neutral(verdictWords.permerror('SPF permerror')),
  ]);
  expect(lines[0]!.text).toContain('could not be checked');
});

it('says policy, neutral, none and a value it does not know in neutral words', () => {
  expect(shown({ dkim: 'policy', spf: 'neutral', dmarc: 'bestguesspass' }).lines).toEqual([
    neutral(verdictWords.policy('DKIM policy')),
    neutral(verdictWords.neutral('SPF neutral')),
    neutral(verdictWords.other('DMARC bestguesspass')),
  ]);
  expect(shown({ dkim: 'neutral', spf: 'none', dmarc: 'pass' }).lines).toEqual([
    neutral(verdictWords.dkimNeutral('DKIM neutral')),
    neutral(verdictWords.none('SPF none')),
    neutral(verdictWords.somePassed('DMARC')),
  ]);
});

it('says all three pass when they do', () => {
  expect(shown({}).lines).toEqual([neutral(verdictWords.passed)]);
});

it('says in words, not in red, that a message comes from another address than the lead gave', () => {
  const { item, lines } = shown({ by: 'p.nair@work.example' }, 'Priya@Example.com');
  const sentence = senderDiffers('p.nair@work.example', 'Priya@Example.com');
  expect(sentence).toBe('Sent from p.nair@work.example, not the address the lead gave (Priya@Example.com).');
  expect(lines).toEqual([neutral(sentence), neutral(verdictWords.passed)]);
  // Each address in an isolate, as the sender line has it.
  expect(
    within(item)
      .getAllByText('p.nair@work.example')
      .map((node) => node.tagName),
  ).toEqual(['BDI', 'BDI']);
});

it('says nothing of the address when it is the lead’s, in another case', () => {
  expect(shown({ by: 'PRIYA@example.com' }, 'priya@EXAMPLE.com').lines).toEqual([
    neutral(verdictWords.passed),
  ]);
});
