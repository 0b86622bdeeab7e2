import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ContactEnquiry, type SubmissionAccepted } from '@agency/contract';
import { postJson } from './post-json.ts';
import { submissionHeaders, type SubmissionContext } from './submission-headers.ts';

/** Call 2: the India contact enquiry and the UK callback request. */
export function submitContactQuery(
  body: ContactEnquiry,
  context: SubmissionContext,
): Promise<SubmissionAccepted> {
  return postJson<SubmissionAccepted>(apiPaths.contactQuery, body, submissionHeaders(context));
}

export function useContactQuery() {
  return useMutation({
    mutationFn: ({ body, context }: { body: ContactEnquiry; context: SubmissionContext }) =>
      submitContactQuery(body, context),
  });
}
