import {
  leadStatusLabels,
  statusesOf,
  type LeadStatus,
  type LeadWork,
  type StaffFormKind,
} from '@agency/staff-contract';
import { Button, SelectField } from '@agency/ui';
import { useState, type FormEvent } from 'react';
import type { LeadWorkActions } from '../api/lead-work-queries.ts';
import { shownTime } from '../api/staff-words.ts';
import { LeadSection } from './lead-section.tsx';
import { ProblemText } from './problem-text.tsx';
import { controlRowCss } from './control-row.ts';

const noHistory = 'Not moved yet.';

/** Where the lead stands, the moves its form allows (from the contract), and how it got there. */
export function LeadStatusSection({
  form,
  work,
  actions,
}: {
  form: StaffFormKind;
  work: LeadWork;
  actions: LeadWorkActions;
}) {
  const [chosen, setChosen] = useState<LeadStatus>(work.status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not disabled while saving: a disabled button would drop the keyboard's focus.
    if (actions.status.isPending) return;
    actions.status.mutate(chosen);
  };
  return (
    <LeadSection id="lead-status" title={`Status: ${leadStatusLabels[work.status]}`}>
      <form css={controlRowCss} onSubmit={submit} aria-label="Change status">
        <SelectField
          label="Status"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as LeadStatus)}
          options={statusesOf(form).map((status) => ({ value: status, label: leadStatusLabels[status] }))}
        />
        <div>
          <Button type="submit">Save status</Button>
        </div>
      </form>
      {actions.status.error ? <ProblemText>{actions.status.error.message}</ProblemText> : null}
      {work.history.length === 0 ? (
        <p>{noHistory}</p>
      ) : (
        <ol aria-label="Status history">
          {work.history.map((change, index) => (
            <li key={index}>
              {leadStatusLabels[change.status]}: {change.by}, {shownTime(change.at)}
            </li>
          ))}
        </ol>
      )}
    </LeadSection>
  );
}
