export { apiPaths } from './api-paths.ts';
export { contactEnquirySchema, type ContactEnquiry } from './contact-enquiry.ts';
export { limits } from './limits.ts';
export { messages } from './messages.ts';
export {
  apiErrorSchema,
  submissionAcceptedSchema,
  type ApiError,
  type SubmissionAccepted,
} from './responses.ts';
