import { formTitle, regionNames } from '@agency/contract';
import { css } from '@emotion/react';
import { useMutation } from '@tanstack/react-query';
import {
  rightsExportFileName,
  rightsPaths,
  rightsRequestSchema,
  type RightsErased,
  type RightsFound,
} from '@agency/staff-contract';
import { Button, Card, ChoiceField, Heading, Stack, TextField } from '@agency/ui';
import { useRef, useState, type FormEvent } from 'react';
import { confirmWithPasskey } from '../api/reauth.ts';
import { saveDownload } from '../api/save-download.ts';
import { StaffApiFailure, staffFetch, staffFetchFile } from '../api/staff-fetch.ts';
import { shownTime } from '../api/staff-words.ts';
import type { StaffFormKind, StaffRegion } from '@agency/staff-contract';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { ProblemText } from './problem-text.tsx';

export const rightsWords = {
  badEmail: 'Give one email address.',
  nothing: 'Nothing is held about this address.',
  found: (count: number) =>
    count === 1 ? '1 lead is held about this address.' : `${count} leads are held about this address.`,
  exported: (count: number) =>
    `Exported ${count === 1 ? '1 lead' : `${count} leads`} as ${rightsExportFileName}: personal-data.json, and each CV and attachment.`,
  erased: (references: string[]) =>
    `Erased ${references.length === 1 ? '1 lead' : `${references.length} leads`}: ${references.join(', ')}.`,
  confirmFirst: 'Tick the confirmation first.',
} as const;

/**
 * A person's rights, for admins: what is held about an address (within
 * their regions), exported as one ZIP or erased. The address goes in POST bodies only (never the page's
 * URL); export and erase prove the passkey again first.
 */
export function RightsScreen() {
  const [draft, setDraft] = useState('');
  const [draftProblem, setDraftProblem] = useState<string | undefined>();
  // The address being looked at: in this component's memory only.
  const [email, setEmail] = useState<string | null>(null);
  const [found, setFound] = useState<RightsFound | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmProblem, setConfirmProblem] = useState<string | undefined>();
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const announce = (text: string) => {
    setOutcome(text);
    setTimeout(() => outcomeRef.current?.focus(), 0);
  };

  const find = useMutation({
    // Nothing held, and nothing within the admin's regions, both answer 404: the same "nothing held".
    mutationFn: (address: string) =>
      staffFetch<RightsFound>(rightsPaths.find, { method: 'POST', body: { email: address } }).catch(
        (error: unknown) => {
          if (error instanceof StaffApiFailure && error.status === 404) return { leads: [] } as RightsFound;
          throw error;
        },
      ),
    onSuccess: (answer, address) => {
      setEmail(address);
      setFound(answer);
      setConfirmed(false);
      announce(answer.leads.length === 0 ? rightsWords.nothing : rightsWords.found(answer.leads.length));
    },
  });
  const exportAll = useMutation({
    mutationFn: async (address: string) => {
      await confirmWithPasskey();
      return staffFetchFile(rightsPaths.export, { email: address });
    },
    onSuccess: (zip) => {
      saveDownload(rightsExportFileName, 'application/zip', zip);
      announce(rightsWords.exported(found?.leads.length ?? 0));
    },
  });
  const erase = useMutation({
    mutationFn: async (address: string) => {
      await confirmWithPasskey();
      return staffFetch<RightsErased>(rightsPaths.erase, { method: 'POST', body: { email: address } });
    },
    onSuccess: (answer) => {
      // The rows are gone either way; when their scrub is left pending, the API's words say so.
      announce(
        answer.scrubPending
          ? `${rightsWords.erased(answer.references)} ${answer.scrubPending}`
          : rightsWords.erased(answer.references),
      );
      setFound({ leads: [] });
      setConfirmed(false);
    },
  });

  const submitFind = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rightsRequestSchema.shape.email.safeParse(draft.trim());
    setDraftProblem(parsed.success ? undefined : rightsWords.badEmail);
    if (parsed.success) find.mutate(parsed.data);
  };
  const busy = find.isPending || exportAll.isPending || erase.isPending;
  const problem = find.error ?? exportAll.error ?? erase.error;
  const leads = found?.leads ?? [];

  return (
    <Stack gap="lg">
      <ScreenHeading>A person&apos;s rights</ScreenHeading>
      <form role="search" aria-label="A person's data" onSubmit={submitFind} noValidate>
        <Stack gap="md">
          <TextField
            label="Their email address"
            type="email"
            autoComplete="off"
            value={draft}
            error={draftProblem}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div>
            <Button type="submit" disabled={busy}>
              Find
            </Button>
          </div>
        </Stack>
      </form>
      <p role="status" tabIndex={-1} ref={outcomeRef}>
        {outcome}
      </p>
      {problem ? <ProblemText>{problem.message}</ProblemText> : null}
      {email !== null && leads.length > 0 ? (
        <Card hoverScale={false}>
          <section aria-labelledby="held-heading">
            <Stack gap="md">
              <Heading
                level={2}
                size="lg"
                id="held-heading"
                css={css`
                  overflow-wrap: anywhere;
                `}
              >
                Held about {email}
              </Heading>
              <ul>
                {leads.map((lead) => (
                  <li key={lead.reference}>
                    {lead.reference}: {formTitle(lead.form as StaffFormKind)},{' '}
                    {regionNames[lead.region as StaffRegion]}, {shownTime(lead.receivedAt)}
                    {lead.spam ? ' (spam)' : ''}
                  </li>
                ))}
              </ul>
              <div>
                <Button type="button" disabled={busy} onClick={() => exportAll.mutate(email)}>
                  Export as ZIP
                </Button>
              </div>
              <ChoiceField
                type="checkbox"
                label={`I confirm erasing every lead above, with its CV, notes and statuses. This cannot be undone.`}
                checked={confirmed}
                error={confirmProblem}
                onChange={(event) => {
                  setConfirmed(event.target.checked);
                  setConfirmProblem(undefined);
                }}
              />
              <div>
                <Button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    if (!confirmed) setConfirmProblem(rightsWords.confirmFirst);
                    else erase.mutate(email);
                  }}
                >
                  Erase
                </Button>
              </div>
            </Stack>
          </section>
        </Card>
      ) : null}
    </Stack>
  );
}
