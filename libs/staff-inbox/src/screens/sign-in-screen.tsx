import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, Text } from '@agency/ui';
import { useNavigate } from 'react-router-dom';
import { signInWithPasskey } from '../api/passkeys.ts';
import { StaffApiFailure } from '../api/staff-fetch.ts';
import { meQuery } from '../api/staff-queries.ts';
import { InboxFrame } from '../layout/inbox-frame.tsx';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { ProblemText } from './problem-text.tsx';

export const signInWords = {
  refused:
    'That passkey did not sign you in. If you have lost your device, ask an admin to invite you again.',
  cancelled: 'Signing in was cancelled. Try again when you are ready.',
} as const;

/** Signing in with the passkey created at enrolment: no name or password asked. */
export function SignInScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: async (me) => {
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, me);
      await navigate('/');
    },
  });
  const problem =
    signIn.error instanceof StaffApiFailure
      ? signIn.error.status === 401
        ? signInWords.refused
        : signIn.error.message
      : signIn.error
        ? signInWords.cancelled
        : null;
  return (
    <InboxFrame>
      <Stack gap="md">
        <ScreenHeading>Sign in to the staff inbox</ScreenHeading>
        <Text>Use the passkey you created from your invitation.</Text>
        <div>
          <Button type="button" disabled={signIn.isPending} onClick={() => signIn.mutate()}>
            Sign in with a passkey
          </Button>
        </div>
        {problem ? <ProblemText>{problem}</ProblemText> : null}
      </Stack>
    </InboxFrame>
  );
}
