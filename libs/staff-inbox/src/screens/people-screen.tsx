import { regionNames } from '@agency/contract';
import { css } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  personInviteRequestSchema,
  staffRegions,
  type PersonAccessRequest,
  type StaffMe,
  type StaffPerson,
  type StaffRegion,
} from '@agency/staff-contract';
import { Button, Card, ChoiceField, ChoiceGroup, Heading, Stack, TextField } from '@agency/ui';
import { useRef, useState, type FormEvent } from 'react';
import { peopleQuery } from '../api/admin-queries.ts';
import { meQuery } from '../api/staff-queries.ts';
import { staffFetch } from '../api/staff-fetch.ts';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { ProblemText } from './problem-text.tsx';

export const peopleWords = {
  invited: (email: string) => `Invitation mailed to ${email}.`,
  reinvited: (email: string) => `A new invitation was mailed to ${email}; their passkeys no longer sign in.`,
  disabled: (email: string) => `${email} is disabled; all their sessions have ended.`,
  saved: (email: string) => `Access of ${email} saved.`,
  badEmail: 'Give the address the invitation goes to.',
  noRegion: 'Choose at least one region.',
} as const;

/** The state a person is in, as admins read it. */
export function personState(person: StaffPerson): string {
  if (person.disabledAt) return 'Disabled';
  return person.enrolled ? 'Active' : 'Invited, not enrolled yet';
}

/** What the signed-in admin holds, and so may give: their regions, and careers if theirs. */
type Holder = Pick<StaffMe, 'regions' | 'careers'>;

/**
 * Regions, careers and admin as checkboxes: the access an invitation gives,
 * or a change of it. Only what the admin holds is offered (the API refuses
 * the rest).
 */
function AccessFields({
  access,
  holder,
  onChange,
  problem,
}: {
  access: PersonAccessRequest;
  holder: Holder;
  onChange: (access: PersonAccessRequest) => void;
  problem?: string | undefined;
}) {
  const toggleRegion = (region: StaffRegion, on: boolean) =>
    onChange({
      ...access,
      regions: staffRegions.filter((r) => (r === region ? on : access.regions.includes(r))),
    });
  return (
    <>
      <ChoiceGroup legend="Regions" error={problem}>
        {staffRegions
          .filter((region) => holder.regions.includes(region))
          .map((region) => (
            <ChoiceField
              key={region}
              type="checkbox"
              label={regionNames[region]}
              checked={access.regions.includes(region)}
              onChange={(event) => toggleRegion(region, event.target.checked)}
            />
          ))}
      </ChoiceGroup>
      <ChoiceGroup legend="Permissions">
        {holder.careers ? (
          <ChoiceField
            type="checkbox"
            label="Careers (job applications and CVs)"
            checked={access.careers}
            onChange={(event) => onChange({ ...access, careers: event.target.checked })}
          />
        ) : null}
        <ChoiceField
          type="checkbox"
          label="Admin (people, audit log, a person's rights)"
          checked={access.admin}
          onChange={(event) => onChange({ ...access, admin: event.target.checked })}
        />
      </ChoiceGroup>
    </>
  );
}

/** What an action came to, announced where focus is put after it. */
function useOutcome() {
  const [outcome, setOutcome] = useState('');
  const ref = useRef<HTMLParagraphElement>(null);
  const announce = (text: string) => {
    setOutcome(text);
    // After the re-render that shows it: focus moves to the words, which a screen reader reads.
    setTimeout(() => ref.current?.focus(), 0);
  };
  const view = (
    <p role="status" tabIndex={-1} ref={ref}>
      {outcome}
    </p>
  );
  return { announce, view };
}

function InviteForm({ holder, onDone }: { holder: Holder; onDone: (text: string) => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<PersonAccessRequest>({ regions: [], careers: false, admin: false });
  const [problems, setProblems] = useState<{ email?: string; regions?: string }>({});
  const invite = useMutation({
    mutationFn: (body: PersonAccessRequest & { email: string }) =>
      staffFetch<StaffPerson>(adminPaths.people, { method: 'POST', body }),
    onSuccess: async (person) => {
      await queryClient.invalidateQueries({ queryKey: peopleQuery.queryKey });
      setEmail('');
      setAccess({ regions: [], careers: false, admin: false });
      onDone(peopleWords.invited(person.email));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = personInviteRequestSchema.safeParse({ email: email.trim(), ...access });
    const emailOk = personInviteRequestSchema.shape.email.safeParse(email.trim()).success;
    setProblems({
      ...(emailOk ? {} : { email: peopleWords.badEmail }),
      ...(access.regions.length > 0 ? {} : { regions: peopleWords.noRegion }),
    });
    if (parsed.success) invite.mutate(parsed.data);
  };
  return (
    <Card hoverScale={false}>
      <form aria-labelledby="invite-heading" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Heading level={2} size="lg" id="invite-heading">
            Invite someone
          </Heading>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            error={problems.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <AccessFields access={access} holder={holder} onChange={setAccess} problem={problems.regions} />
          {invite.error ? <ProblemText>{invite.error.message}</ProblemText> : null}
          <div>
            <Button type="submit" disabled={invite.isPending}>
              Send invitation
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function PersonCard({
  person,
  holder,
  onDone,
}: {
  person: StaffPerson;
  holder: Holder;
  onDone: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const [access, setAccess] = useState<PersonAccessRequest>({
    regions: person.regions,
    careers: person.careers,
    admin: person.admin,
  });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: PersonAccessRequest; words: string }) =>
      staffFetch<StaffPerson>(path, { method: 'POST', body }),
    onSuccess: async (_person, { words }) => {
      await queryClient.invalidateQueries({ queryKey: peopleQuery.queryKey });
      onDone(words);
    },
  });
  const headingId = `person-${person.id}`;
  const disabled = person.disabledAt !== null;
  return (
    <Card as="li" hoverScale={false}>
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <Heading
            level={2}
            size="lg"
            id={headingId}
            css={css`
              overflow-wrap: anywhere;
            `}
          >
            {person.email}
          </Heading>
          <p>
            {personState(person)} · {person.regions.map((region) => regionNames[region]).join(', ')}
            {person.careers ? ' · careers' : ''}
            {person.admin ? ' · admin' : ''}
          </p>
          {disabled ? null : (
            <form
              aria-label={`Access of ${person.email}`}
              onSubmit={(event) => {
                event.preventDefault();
                if (access.regions.length > 0)
                  act.mutate({
                    path: adminPaths.access(person.id),
                    body: access,
                    words: peopleWords.saved(person.email),
                  });
              }}
            >
              <Stack gap="sm">
                <AccessFields
                  access={access}
                  holder={holder}
                  onChange={setAccess}
                  problem={access.regions.length > 0 ? undefined : peopleWords.noRegion}
                />
                <div
                  css={(t) => css`
                    display: flex;
                    flex-wrap: wrap;
                    gap: ${t.space.sm};
                  `}
                >
                  <Button type="submit" disabled={act.isPending}>
                    Save access
                  </Button>
                  <Button
                    type="button"
                    disabled={act.isPending}
                    onClick={() =>
                      act.mutate({
                        path: adminPaths.reinvite(person.id),
                        words: peopleWords.reinvited(person.email),
                      })
                    }
                  >
                    Re-invite
                  </Button>
                  <Button
                    type="button"
                    disabled={act.isPending}
                    onClick={() =>
                      act.mutate({
                        path: adminPaths.disable(person.id),
                        words: peopleWords.disabled(person.email),
                      })
                    }
                  >
                    Disable
                  </Button>
                </div>
              </Stack>
            </form>
          )}
          {act.error ? <ProblemText>{act.error.message}</ProblemText> : null}
        </Stack>
      </section>
    </Card>
  );
}

/**
 * Admins manage the staff within their own access: invite, change access,
 * disable, re-invite (the only recovery). The list holds only the people
 * within it.
 */
export function PeopleScreen() {
  const { data } = useQuery(peopleQuery);
  const { data: me } = useQuery(meQuery);
  const holder: Holder = me ?? { regions: [], careers: false };
  const { announce, view } = useOutcome();
  return (
    <Stack gap="lg">
      <ScreenHeading>People</ScreenHeading>
      {view}
      <InviteForm holder={holder} onDone={announce} />
      <ul
        aria-label="Staff"
        css={(t) => css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${t.space.md};
        `}
      >
        {(data?.people ?? []).map((person) => (
          <PersonCard
            key={`${person.id}-${person.regions}-${person.careers}-${person.admin}`}
            person={person}
            holder={holder}
            onDone={announce}
          />
        ))}
      </ul>
    </Stack>
  );
}
