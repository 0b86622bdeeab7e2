import { useQueryClient } from '@tanstack/react-query';
import type { LeadWork, ReplyEntry } from '@agency/staff-contract';
import { useEffect, useRef } from 'react';
import { replyTemplatesQuery, timelineQuery, useReplyActions } from '../api/lead-conversation-queries.ts';
import { replyWords } from './lead-reply-section.tsx';

/**
 * The lead screen's conversation: sending and cancelling replies, and the
 * timeline and the composer's templates read again when the team's work on
 * the lead changes (a new step offers its template at once).
 */
export function useConversation(reference: string, work: LeadWork, say: (text: string) => void) {
  const queryClient = useQueryClient();
  const actions = useReplyActions(reference);
  const timelineHeading = useRef<HTMLHeadingElement>(null);
  const stamp = JSON.stringify([work.status, work.history.length, work.notes.length, work.assignee]);
  const seen = useRef(stamp);
  useEffect(() => {
    if (stamp === seen.current) return;
    seen.current = stamp;
    void queryClient.invalidateQueries({ queryKey: timelineQuery(reference).queryKey });
    void queryClient.invalidateQueries({ queryKey: replyTemplatesQuery(reference).queryKey });
  }, [stamp, reference, queryClient]);

  /** A held reply's Cancel sending in the timeline: its button goes with it, so focus goes to the heading. */
  const cancelScheduled = (reply: ReplyEntry) => {
    if (actions.cancel.isPending) return;
    actions.cancel.mutate(reply.id, {
      onSuccess: () => {
        say(replyWords.cancelled);
        timelineHeading.current?.focus();
      },
      onError: (failure) => say(failure.message),
    });
  };
  return { actions, cancelScheduled, timelineHeading };
}
