import { useQuery } from '@tanstack/react-query';
import type { LeadTimeline, ReplyEntry } from '@agency/staff-contract';
import type { Ref } from 'react';
import { timelineQuery } from '../api/lead-conversation-queries.ts';
import { shownTime } from '../api/staff-words.ts';
import { useNow } from '../api/use-now.ts';
import { waitedFor } from '../api/waited-for.ts';
import { FactList } from './fact-list.tsx';
import { LeadSection } from './lead-section.tsx';
import { ProblemText } from './problem-text.tsx';
import { TimelineItem } from './timeline-item.tsx';

export const timelineWords = {
  awaiting: (since: string, now: number) =>
    `Yes, for ${waitedFor(now - Date.parse(since))} (since ${shownTime(since)})`,
  answered: 'No: answered, nothing newer from the visitor',
  firstResponse: (afterMs: number, sentAt: string) =>
    `${waitedFor(afterMs)} after it arrived (sent ${shownTime(sentAt)})`,
  noResponse: 'No reply sent yet',
} as const;

/** Who waits, and how long the first answer took. */
export function waitingFacts(timeline: LeadTimeline, now: number) {
  return [
    {
      label: 'Awaiting our reply',
      value: timeline.awaitingSince
        ? timelineWords.awaiting(timeline.awaitingSince, now)
        : timelineWords.answered,
    },
    {
      label: 'First response',
      value: timeline.firstResponse
        ? timelineWords.firstResponse(timeline.firstResponse.afterMs, timeline.firstResponse.sentAt)
        : timelineWords.noResponse,
    },
  ];
}

/**
 * Everything that happened to the lead, oldest first, read again every few
 * seconds while it is open (a held reply goes, the visitor answers).
 */
export function LeadTimelineSection({
  reference,
  onCancel,
  headingRef,
  leadEmail,
}: {
  reference: string;
  onCancel: (reply: ReplyEntry) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The address the lead gave: a message from another is said to be. */
  leadEmail?: string;
}) {
  const { data, error } = useQuery(timelineQuery(reference));
  const now = useNow();
  return (
    <LeadSection id="lead-timeline" title="Timeline" headingRef={headingRef}>
      {error ? <ProblemText>{error.message}</ProblemText> : null}
      {!data ? (
        <p>Loading…</p>
      ) : (
        <>
          <FactList facts={waitingFacts(data, now)} />
          <ol aria-label="Timeline, oldest first" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.entries.map((entry, index) => (
              <li key={`${entry.kind}-${'id' in entry ? entry.id : index}`}>
                <TimelineItem entry={entry} onCancel={onCancel} leadEmail={leadEmail} />
              </li>
            ))}
          </ol>
        </>
      )}
    </LeadSection>
  );
}
