import { useQuery } from '@tanstack/react-query';
import type { LeadWork } from '@agency/staff-contract';
import { Button, SelectField } from '@agency/ui';
import { useState, type FormEvent } from 'react';
import { leadAssigneesQuery, type LeadWorkActions } from '../api/lead-work-queries.ts';
import { LeadSection } from './lead-section.tsx';
import { ProblemText } from './problem-text.tsx';
import { controlRowCss } from './control-row.ts';

const nobody = 'Nobody';

/** Who has the lead: chosen from the staff who can see it (its region; careers for an application). */
export function LeadAssigneeSection({
  reference,
  work,
  actions,
}: {
  reference: string;
  work: LeadWork;
  actions: LeadWorkActions;
}) {
  const { data } = useQuery(leadAssigneesQuery(reference));
  const [chosen, setChosen] = useState(work.assignee ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (actions.assignee.isPending) return;
    actions.assignee.mutate(chosen || null);
  };
  // The current assignee stays a choice even once they can no longer see the lead.
  const choices = [...new Set([...(data?.assignees ?? []), ...(work.assignee ? [work.assignee] : [])])];
  return (
    <LeadSection id="lead-assignee" title={`Assigned to: ${work.assignee ?? nobody}`}>
      <form css={controlRowCss} onSubmit={submit} aria-label="Assign">
        <SelectField
          label="Assignee"
          placeholder={nobody}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={choices.map((email) => ({ value: email, label: email }))}
        />
        <div>
          <Button type="submit">Save assignee</Button>
        </div>
      </form>
      {actions.assignee.error ? <ProblemText>{actions.assignee.error.message}</ProblemText> : null}
    </LeadSection>
  );
}
