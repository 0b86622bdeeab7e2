import { useQuery } from '@tanstack/react-query';
import type { DeliveryState } from '@agency/staff-contract';
import { Button } from '@agency/ui';
import { leadDeliveriesQuery, type LeadWorkActions } from '../api/lead-work-queries.ts';
import { shownTime } from '../api/staff-words.ts';
import { FactList } from './fact-list.tsx';
import { LeadSection } from './lead-section.tsx';
import { ProblemText } from './problem-text.tsx';

const attemptsOf = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

/** One message's state in words: sent when, or waiting with its last error (a remote server's, shown as text). */
export function deliveryText(state: DeliveryState | null, none: string): string {
  if (!state) return none;
  if (state.sentAt) return `Sent ${shownTime(state.sentAt)} (${attemptsOf(state.attempts)})`;
  return `Waiting (${attemptsOf(state.attempts)}${state.lastError ? `; last error: ${state.lastError}` : ''})`;
}

const spamHeld = 'Not queued: held back as spam';

/** What was sent for the lead: the staff mail, the confirmation, each webhook with every attempt; and Redeliver. */
export function LeadDeliveriesSection({
  reference,
  spam,
  actions,
}: {
  reference: string;
  spam: boolean;
  actions: LeadWorkActions;
}) {
  const { data, error } = useQuery(leadDeliveriesQuery(reference));
  const none = spam ? spamHeld : 'Not queued';
  const redeliver = () => {
    if (!actions.redeliver.isPending) actions.redeliver.mutate();
  };
  return (
    <LeadSection id="lead-deliveries" title="Deliveries">
      {error ? <ProblemText>{error.message}</ProblemText> : null}
      {!data ? (
        <p>Loading…</p>
      ) : (
        <>
          <FactList
            facts={[
              { label: 'Staff notification', value: deliveryText(data.notification, none) },
              {
                label: 'Confirmation',
                value: deliveryText(
                  data.confirmation,
                  spam ? none : 'None (not due, or confirmations are off)',
                ),
              },
            ]}
          />
          {data.webhooks.length === 0 ? (
            <p>No webhooks.</p>
          ) : (
            <ul aria-label="Webhooks">
              {data.webhooks.map((webhook) => (
                <li key={webhook.id}>
                  {webhook.event} to {webhook.url}: {webhook.outcome ?? deliveryText(webhook, none)}
                  {webhook.attemptLog.length > 0 ? (
                    <ol aria-label={`Attempts of ${webhook.id}`}>
                      {webhook.attemptLog.map((attempt, index) => (
                        <li key={index}>
                          {shownTime(attempt.at)}: {attempt.result}, {attempt.durationMs} ms
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {data.webhooks.length > 0 ? (
            <div>
              <Button type="button" onClick={redeliver}>
                Redeliver webhooks
              </Button>
            </div>
          ) : null}
        </>
      )}
      {actions.redeliver.error ? <ProblemText>{actions.redeliver.error.message}</ProblemText> : null}
    </LeadSection>
  );
}
