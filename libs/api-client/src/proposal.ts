import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ProposalRequest, type SubmissionAccepted } from '@agency/contract';
import { postJson } from './post-json.ts';
import { submissionHeaders, type SubmissionContext } from './submission-headers.ts';

/** Call 1: the Careers page proposal request. */
export function submitProposal(
  body: ProposalRequest,
  context: SubmissionContext,
): Promise<SubmissionAccepted> {
  return postJson<SubmissionAccepted>(apiPaths.proposal, body, submissionHeaders(context));
}

export function useProposalSubmission() {
  return useMutation({
    mutationFn: ({ body, context }: { body: ProposalRequest; context: SubmissionContext }) =>
      submitProposal(body, context),
  });
}
