import { useMutation } from '@tanstack/react-query';
import { formPaths, type FormBody, type FormKind, type SubmissionAccepted } from '@agency/contract';
import { postJson } from './post-json.ts';
import { submissionHeaders, type SubmissionContext } from './submission-headers.ts';

/** Sends one form's body to its call (docs/requirements.md), with what the API needs besides. */
export function submitForm<Kind extends FormKind>(
  kind: Kind,
  body: FormBody<Kind>,
  context: SubmissionContext,
): Promise<SubmissionAccepted> {
  return postJson<SubmissionAccepted>(formPaths[kind], body, submissionHeaders(context));
}

/** The submission of a form as a TanStack Query mutation: its pending state, for the form's button. */
export function useSubmitForm<Kind extends FormKind>(kind: Kind) {
  return useMutation({
    mutationFn: ({ body, context }: { body: FormBody<Kind>; context: SubmissionContext }) =>
      submitForm(kind, body, context),
  });
}
