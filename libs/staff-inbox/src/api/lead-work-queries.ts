import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  leadDeliveryPaths,
  leadStatusLabels,
  leadWorkPaths,
  type LeadAssignees,
  type LeadDeliveries,
  type LeadRedelivered,
  type LeadReleased,
  type LeadStatus,
  type LeadWork,
} from '@agency/staff-contract';
import { staffFetch } from './staff-fetch.ts';

export const leadWorkQuery = (reference: string) =>
  queryOptions({
    queryKey: ['lead', reference, 'work'],
    queryFn: () => staffFetch<LeadWork>(leadWorkPaths.work(reference)),
  });

export const leadAssigneesQuery = (reference: string) =>
  queryOptions({
    queryKey: ['lead', reference, 'assignees'],
    queryFn: () => staffFetch<LeadAssignees>(leadWorkPaths.assignees(reference)),
  });

export const leadDeliveriesQuery = (reference: string) =>
  queryOptions({
    queryKey: ['lead', reference, 'deliveries'],
    queryFn: () => staffFetch<LeadDeliveries>(leadDeliveryPaths.deliveries(reference)),
  });

/** What the inbox says once each change is made (useLeadWorkActions's `say`). */
export const leadWorkWords = {
  status: (status: LeadStatus) => `Status changed to ${leadStatusLabels[status]}.`,
  noted: 'Note added.',
  assigned: (email: string | null) => (email ? `Assigned to ${email}.` : 'No longer assigned.'),
  released: 'Released from spam: staff are notified, and its confirmation and webhooks sent, as usual.',
  redelivered: (queued: number) =>
    `${queued === 1 ? '1 webhook' : `${queued} webhooks`} queued again; the server sends ${queued === 1 ? 'it' : 'them'} at its next poll.`,
} as const;

/**
 * The changes staff make to a lead, each said through `say` when the server
 * has made it. Said from the mutations' own callbacks, not each call's: those
 * run even if the button that asked has gone meanwhile. Each answer of
 * status, note and assignee is the lead's whole work, so it replaces the
 * cached one without a refetch; a release or redelivery changes what the
 * server will send, so the lead and its delivery log are read again (not
 * awaited: the answer is said at once).
 */
export function useLeadWorkActions(reference: string, say: (text: string) => void) {
  const queryClient = useQueryClient();
  const saved = (work: LeadWork) => queryClient.setQueryData(leadWorkQuery(reference).queryKey, work);
  const post = <T>(path: string, body?: unknown) => staffFetch<T>(path, { method: 'POST', body });
  return {
    status: useMutation({
      mutationFn: (status: LeadStatus) => post<LeadWork>(leadWorkPaths.status(reference), { status }),
      onSuccess: (work, status) => {
        saved(work);
        say(leadWorkWords.status(status));
      },
    }),
    note: useMutation({
      mutationFn: (text: string) => post<LeadWork>(leadWorkPaths.notes(reference), { text }),
      onSuccess: (work) => {
        saved(work);
        say(leadWorkWords.noted);
      },
    }),
    assignee: useMutation({
      mutationFn: (email: string | null) => post<LeadWork>(leadWorkPaths.assignee(reference), { email }),
      onSuccess: (work, email) => {
        saved(work);
        say(leadWorkWords.assigned(email));
      },
    }),
    release: useMutation({
      mutationFn: () => post<LeadReleased>(leadWorkPaths.release(reference)),
      onSuccess: () => {
        say(leadWorkWords.released);
        void queryClient.invalidateQueries({ queryKey: ['lead', reference] });
      },
    }),
    redeliver: useMutation({
      mutationFn: () => post<LeadRedelivered>(leadDeliveryPaths.redeliver(reference)),
      onSuccess: ({ queued }) => {
        say(leadWorkWords.redelivered(queued));
        void queryClient.invalidateQueries({ queryKey: leadDeliveriesQuery(reference).queryKey });
      },
    }),
  };
}

export type LeadWorkActions = ReturnType<typeof useLeadWorkActions>;
