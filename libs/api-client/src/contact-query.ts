import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ContactEnquiry, type SubmissionAccepted } from '@agency/contract';
import { postJson } from './post-json.ts';

/** Call 2: the contact enquiry / UK callback. */
export function submitContactQuery(body: ContactEnquiry): Promise<SubmissionAccepted> {
  return postJson<SubmissionAccepted>(apiPaths.contactQuery, body);
}

export function useContactQuery() {
  return useMutation({ mutationFn: submitContactQuery });
}
