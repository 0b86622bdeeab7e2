export { ApiRequestError, type ApiFailureKind } from './api-request-error.ts';
export { clientConfig, timeoutMessage } from './client-config.ts';
export { postJson } from './post-json.ts';
export { formTokenPath, requestFormToken, useFormToken } from './form-token.ts';
export {
  honeypotHeaderName,
  siteRegionHeaderName,
  submissionHeaders,
  type SiteRegion,
  type SubmissionContext,
} from './submission-headers.ts';
export { submitContactQuery, useContactQuery } from './contact-query.ts';
export { submitProposal, useProposalSubmission } from './proposal.ts';
export { submitUkProjectEnquiry, useUkProjectEnquiry } from './uk-project-enquiry.ts';
