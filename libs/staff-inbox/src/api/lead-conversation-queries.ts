import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  leadConversationPaths,
  type LeadReplyTemplates,
  type LeadTimeline,
  type ReplyAccepted,
  type ReplyRequest,
} from '@agency/staff-contract';
import { staffFetch } from './staff-fetch.ts';

/** How often an open lead's timeline is read again: a held reply goes, a visitor's answer arrives. */
export const timelineEveryMs = 10_000;

export const timelineQuery = (reference: string) =>
  queryOptions({
    queryKey: ['lead', reference, 'timeline'],
    queryFn: () => staffFetch<LeadTimeline>(leadConversationPaths.timeline(reference)),
    refetchInterval: timelineEveryMs,
  });

export const replyTemplatesQuery = (reference: string) =>
  queryOptions({
    queryKey: ['lead', reference, 'reply-templates'],
    queryFn: () => staffFetch<LeadReplyTemplates>(leadConversationPaths.replyTemplates(reference)),
  });

/**
 * Send and cancel (Undo, or a scheduled reply's Cancel sending): each answer
 * changes the timeline and who waits, so both are read again.
 */
export function useReplyActions(reference: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: timelineQuery(reference).queryKey });
  return {
    send: useMutation({
      mutationFn: (reply: ReplyRequest) =>
        staffFetch<ReplyAccepted>(leadConversationPaths.replies(reference), { method: 'POST', body: reply }),
      onSuccess: () => void refresh(),
    }),
    cancel: useMutation({
      mutationFn: (id: string) =>
        staffFetch<ReplyAccepted>(leadConversationPaths.cancelReply(reference, id), { method: 'POST' }),
      onSettled: () => void refresh(),
    }),
  };
}

export type ReplyActions = ReturnType<typeof useReplyActions>;
