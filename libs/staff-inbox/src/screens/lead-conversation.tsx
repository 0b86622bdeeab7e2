import type { LeadWork } from '@agency/staff-contract';
import { LeadReplySection } from './lead-reply-section.tsx';
import { LeadTimelineSection } from './lead-timeline-section.tsx';
import { useConversation } from './use-conversation.ts';

/**
 * The lead's conversation: the reply composer and the timeline. Fetched when
 * a lead is first opened, not with the list: the first load carries the list
 * within its budget (docs/performance.md#the-inboxs-first-load).
 */
export function LeadConversation({
  reference,
  work,
  say,
  leadEmail,
}: {
  reference: string;
  work: LeadWork;
  say: (text: string) => void;
  /** The address the lead gave, for the timeline's messages from another. */
  leadEmail?: string;
}) {
  const conversation = useConversation(reference, work, say);
  return (
    <>
      <LeadReplySection reference={reference} actions={conversation.actions} say={say} />
      <LeadTimelineSection
        reference={reference}
        onCancel={conversation.cancelScheduled}
        headingRef={conversation.timelineHeading}
        leadEmail={leadEmail}
      />
    </>
  );
}
