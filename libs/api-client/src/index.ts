export { ApiRequestError, type ApiFailureKind } from './api-request-error.ts';
export { clientConfig, timeoutMessage } from './client-config.ts';
export { postJson } from './post-json.ts';
export { requestFormToken, useFormToken } from './form-token.ts';
export { submissionHeaders, type SubmissionContext } from './submission-headers.ts';
export { submitContactQuery, useContactQuery } from './contact-query.ts';
export { submitProposal, useProposalSubmission } from './proposal.ts';
export { submitUkProjectEnquiry, useUkProjectEnquiry } from './uk-project-enquiry.ts';
