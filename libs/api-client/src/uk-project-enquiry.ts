import { useMutation } from '@tanstack/react-query';
import { apiPaths, type SubmissionAccepted, type UkProjectEnquiry } from '@agency/contract';
import { postJson } from './post-json.ts';
import { submissionHeaders, type SubmissionContext } from './submission-headers.ts';

/** Call 3: the UK home page project enquiry. */
export function submitUkProjectEnquiry(
  body: UkProjectEnquiry,
  context: SubmissionContext,
): Promise<SubmissionAccepted> {
  return postJson<SubmissionAccepted>(apiPaths.ukProjectEnquiry, body, submissionHeaders(context));
}

export function useUkProjectEnquiry() {
  return useMutation({
    mutationFn: ({ body, context }: { body: UkProjectEnquiry; context: SubmissionContext }) =>
      submitUkProjectEnquiry(body, context),
  });
}
