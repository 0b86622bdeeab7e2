import { css } from '@emotion/react';
import { leadNoteRequestSchema, type LeadWork } from '@agency/staff-contract';
import { Button, Stack, TextField } from '@agency/ui';
import { useState, type FormEvent } from 'react';
import type { LeadWorkActions } from '../api/lead-work-queries.ts';
import { shownTime } from '../api/staff-words.ts';
import { LeadSection } from './lead-section.tsx';
import { ProblemText } from './problem-text.tsx';

export const noteWords = {
  none: 'No notes yet.',
  empty: 'Write a note of 1 to 5,000 characters.',
} as const;

/** Internal notes, oldest first with author and time, and a new one: staff only, never sent anywhere. */
export function LeadNotesSection({ work, actions }: { work: LeadWork; actions: LeadWorkActions }) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (actions.note.isPending) return;
    const parsed = leadNoteRequestSchema.shape.text.safeParse(draft);
    setProblem(parsed.success ? undefined : noteWords.empty);
    if (!parsed.success) return;
    // Focus stays in the box, emptied for the next note; the list grows above it.
    actions.note.mutate(parsed.data, { onSuccess: () => setDraft('') });
  };
  return (
    <LeadSection id="lead-notes" title="Internal notes">
      {work.notes.length === 0 ? (
        <p>{noteWords.none}</p>
      ) : (
        <ol aria-label="Notes, oldest first">
          {work.notes.map((note) => (
            <li key={note.id}>
              <p
                css={css`
                  margin: 0;
                  white-space: pre-wrap;
                  overflow-wrap: anywhere;
                `}
              >
                {note.text}
              </p>
              <p
                css={css`
                  margin: 0;
                `}
              >
                <small>
                  {note.author}, {shownTime(note.at)}
                </small>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} aria-label="Add a note" noValidate>
        <Stack gap="sm">
          <TextField
            multiline
            label="New note"
            value={draft}
            error={problem}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div>
            <Button type="submit">Add note</Button>
          </div>
        </Stack>
      </form>
      {actions.note.error ? <ProblemText>{actions.note.error.message}</ProblemText> : null}
    </LeadSection>
  );
}
