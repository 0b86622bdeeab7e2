import { ThemeRoot } from '@agency/ui';
import type { InboundEntry, ReplyEntry } from '@agency/staff-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { shownTime } from '../api/staff-words.ts';
import { verdictWords } from './auth-verdicts.tsx';
import { replyStateText, TimelineItem } from './timeline-item.tsx';

const at = '2026-11-27T10:00:00.000Z';
const inbound: InboundEntry = {
  kind: 'inbound',
  id: 'm1',
  messageKind: 'answer',
  at,
  by: 'priya@example.com',
  subject: 'Re: Next step',
  body: 'Tuesday works.\n<script>alert(1)</script>\u202Egnp.exe',
  sentAt: at,
  dkim: 'fail',
  spf: 'unknown',
  dmarc: 'unknown',
  attachments: [{ fileName: 'cv-1.pdf', mediaType: 'application/pdf', size: 4 }],
};
const reply: ReplyEntry = {
  kind: 'reply',
  id: 'r1',
  at,
  by: 'asha@agency.example',
  subject: 'Next step',
  body: 'A call?',
  template: null,
  state: 'scheduled',
  sendAfter: '2026-11-27T12:00:00.000Z',
  sentAt: null,
  attempts: 0,
  lastError: null,
  bouncedAt: null,
  bounceReason: null,
  cancelledAt: null,
  cancelledBy: null,
};

const shown = (entry: InboundEntry | ReplyEntry, onCancel = vi.fn()) =>
  render(
    <ThemeRoot>
      <TimelineItem entry={entry} onCancel={onCancel} />
    </ThemeRoot>,
  );

it('shows the visitor’s message as text, never markup, with a failing check said plainly', () => {
  const { container } = shown(inbound);
  const item = screen.getByRole('article', { name: `Message from the visitor, ${shownTime(at)}` });
  expect(item).toHaveTextContent('<script>alert(1)</script>');
  expect(container.querySelector('script')).toBeNull();
  expect(within(item).getByText(verdictWords.failed('DKIM fail'))).toBeVisible();
  expect(within(item).getByText(verdictWords.unknown('SPF unknown, DMARC unknown'))).toBeVisible();
  expect(within(item).getByRole('list', { name: 'Attachments' })).toHaveTextContent(
    'cv-1.pdf (application/pdf, 4 bytes)',
  );
  // Who and the subject each sit in an isolate: a direction mark inside moves nothing around them.
  expect(within(item).getByText('priya@example.com').tagName).toBe('BDI');
  expect(within(item).getByText('Re: Next step').tagName).toBe('BDI');
});

it('says an automatic reply is one, and that a list’s message came through a list', () => {
  shown({ ...inbound, messageKind: 'automatic' });
  expect(screen.getByRole('article', { name: `Automatic reply, ${shownTime(at)}` })).toBeVisible();
  expect(screen.queryByText('Sent through a mailing list or group')).toBeNull();
  shown({ ...inbound, id: 'm2', messageKind: 'list' });
  const item = screen.getByRole('article', { name: `Message from the visitor, ${shownTime(at)}` });
  expect(within(item).getByText('Sent through a mailing list or group')).toBeVisible();
});

it('offers Cancel sending on a held reply, by the keyboard, and says where every other one stands', async () => {
  const onCancel = vi.fn();
  shown(reply, onCancel);
  expect(screen.getByText(`Held until ${shownTime(reply.sendAfter)}: not sent yet.`)).toBeVisible();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Cancel sending: Next step' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onCancel).toHaveBeenCalledWith(reply);
  expect(replyStateText({ ...reply, state: 'failed', attempts: 2, lastError: '421 try later' })).toBe(
    'Not sent yet (2 attempts; tried again automatically). Last error: 421 try later',
  );
  expect(
    replyStateText({ ...reply, state: 'bounced', bouncedAt: at, bounceReason: '550 no such user' }),
  ).toBe(`Bounced ${shownTime(at)}: not delivered. 550 no such user`);
  expect(
    replyStateText({ ...reply, state: 'cancelled', cancelledAt: at, cancelledBy: 'asha@agency.example' }),
  ).toBe(`Cancelled by asha@agency.example, ${shownTime(at)}: never sent.`);
});
