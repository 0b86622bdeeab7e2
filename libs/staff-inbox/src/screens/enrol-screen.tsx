import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSecretSchema } from '@agency/staff-contract';
import { Button, Stack, Text } from '@agency/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { enrolWithPasskey } from '../api/passkeys.ts';
import { StaffApiFailure } from '../api/staff-fetch.ts';
import { meQuery } from '../api/staff-queries.ts';
import { InboxFrame } from '../layout/inbox-frame.tsx';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { ProblemText } from './problem-text.tsx';

/** The invitation's secret, from the link's fragment (which no server ever receives). */
function secretInFragment(): string | null {
  const secret = invitationSecretSchema.safeParse(window.location.hash.slice(1));
  return secret.success ? secret.data : null;
}

export const enrolmentWords = {
  notALink:
    'This is not an invitation link. Open the link from your invitation email, or ask an admin for a new one.',
  spent: 'This invitation link has been used, has expired, or is not valid. Ask an admin for a new one.',
  cancelled: 'No passkey was created. Try again when you are ready.',
} as const;

/** The page an invitation links to: its owner creates a passkey and is signed in. */
export function EnrolScreen() {
  const [secret] = useState(secretInFragment);
  // Once read, the secret is held in memory and sent in POST bodies only: the
  // fragment leaves the address bar and this tab's history.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrol = useMutation({
    mutationFn: enrolWithPasskey,
    onSuccess: async (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      await navigate('/');
    },
  });
  const problem =
    enrol.error instanceof StaffApiFailure
      ? enrol.error.status === 404
        ? enrolmentWords.spent
        : enrol.error.message
      : enrol.error
        ? enrolmentWords.cancelled
        : null;
  return (
    <InboxFrame>
      <Stack gap="md">
        <ScreenHeading>Create your passkey</ScreenHeading>
        {secret ? (
          <>
            <Text>
              The staff inbox signs you in with a passkey instead of a password. Your device keeps it and asks
              for your fingerprint, face or PIN each time.
            </Text>
            <div>
              <Button type="button" disabled={enrol.isPending} onClick={() => enrol.mutate(secret)}>
                Create a passkey
              </Button>
            </div>
            {problem ? <ProblemText>{problem}</ProblemText> : null}
          </>
        ) : (
          <ProblemText>{enrolmentWords.notALink}</ProblemText>
        )}
      </Stack>
    </InboxFrame>
  );
}
