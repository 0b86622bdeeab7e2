import { css } from '@emotion/react';
import { leadStatusLabels, type ReplyEntry, type TimelineEntry } from '@agency/staff-contract';
import { Button } from '@agency/ui';
import { shownTime } from '../api/staff-words.ts';
import { AuthVerdicts, SenderDiffers } from './auth-verdicts.tsx';

/** Text someone typed, shown as text: its line breaks kept, long words wrapped, its direction its own. */
const typedTextCss = css`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  unicode-bidi: isolate;
`;

const lineCss = css`
  margin: 0;
`;

/** What became of a reply, in words. */
export function replyStateText(reply: ReplyEntry): string {
  switch (reply.state) {
    case 'scheduled':
      return `Held until ${shownTime(reply.sendAfter)}: not sent yet.`;
    case 'queued':
      return 'Queued: the outbox sends it at its next poll.';
    case 'failed':
      return `Not sent yet (${reply.attempts} ${reply.attempts === 1 ? 'attempt' : 'attempts'}; tried again automatically). Last error: ${reply.lastError ?? 'unknown'}`;
    case 'sent':
      return `Sent ${shownTime(reply.sentAt ?? reply.sendAfter)}.`;
    case 'bounced':
      return `Bounced ${shownTime(reply.bouncedAt ?? '')}: not delivered. ${reply.bounceReason ?? ''}`.trim();
    case 'cancelled':
      return `Cancelled by ${reply.cancelledBy ?? 'staff'}, ${shownTime(reply.cancelledAt ?? '')}: never sent.`;
  }
}

const titleOf = (entry: TimelineEntry): string => {
  switch (entry.kind) {
    case 'arrived':
      return 'Lead arrived';
    case 'status':
      return `Status: ${leadStatusLabels[entry.status]}`;
    case 'assignee':
      return entry.assignee ? 'Assigned' : 'Unassigned';
    case 'note':
      return 'Internal note';
    case 'reply':
      return 'Reply';
    case 'inbound':
      // Sent by a program on the visitor's behalf (an out-of-office): the lead does not wait for it.
      return entry.messageKind === 'automatic' ? 'Automatic reply' : 'Message from the visitor';
  }
};

/**
 * One thing that happened to a lead: what, who (isolated, as a visitor's
 * name or address may hold any script or direction mark), when; then its
 * text. A held reply has its Cancel sending here. A visitor's message from
 * another address than the lead's (`leadEmail`) says so.
 */
export function TimelineItem({
  entry,
  onCancel,
  leadEmail,
}: {
  entry: TimelineEntry;
  onCancel: (reply: ReplyEntry) => void;
  leadEmail?: string;
}) {
  return (
    <article
      aria-label={`${titleOf(entry)}, ${shownTime(entry.at)}`}
      css={(t) => css`
        display: grid;
        gap: ${t.space.xs};
        padding: ${t.space.sm} 0;
        border-bottom: ${t.borderWidths.thin} solid ${t.colors.border};
      `}
    >
      <p css={lineCss}>
        <strong>{titleOf(entry)}</strong>
        {entry.kind === 'assignee' && entry.assignee ? (
          <>
            {' to '}
            <bdi>{entry.assignee}</bdi>
          </>
        ) : null}
        {' — '}
        {entry.kind === 'inbound' ? 'from ' : 'by '}
        <bdi>{entry.by}</bdi>, <time dateTime={entry.at}>{shownTime(entry.at)}</time>
      </p>
      {entry.kind === 'inbound' && leadEmail ? <SenderDiffers from={entry.by} leadEmail={leadEmail} /> : null}
      {entry.kind === 'note' ? <p css={typedTextCss}>{entry.text}</p> : null}
      {entry.kind === 'reply' ? (
        <>
          <p css={lineCss}>
            Subject: <bdi>{entry.subject}</bdi>
          </p>
          <p css={typedTextCss}>{entry.body}</p>
          <p
            css={(t) => css`
              margin: 0;
              font-weight: 600;
              color: ${entry.state === 'failed' || entry.state === 'bounced' ? t.colors.danger : 'inherit'};
            `}
          >
            {replyStateText(entry)}
          </p>
          {entry.state === 'scheduled' ? (
            <div>
              <Button
                type="button"
                aria-label={`Cancel sending: ${entry.subject}`}
                onClick={() => onCancel(entry)}
              >
                Cancel sending
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {entry.kind === 'inbound' ? (
        <>
          <p css={lineCss}>
            Subject: <bdi>{entry.subject}</bdi>
          </p>
          {entry.messageKind === 'list' ? <p css={lineCss}>Sent through a mailing list or group</p> : null}
          {/* Text, never HTML; its direction its own, so a mark inside moves nothing around it. */}
          <p css={typedTextCss} dir="auto">
            {entry.body}
          </p>
          <AuthVerdicts message={entry} />
          {entry.attachments.length > 0 ? (
            <ul aria-label="Attachments">
              {entry.attachments.map((file) => (
                <li key={file.fileName}>
                  <bdi>{file.fileName}</bdi> ({file.mediaType}, {file.size} bytes)
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
