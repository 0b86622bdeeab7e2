export {
  apiPaths,
  applicationErrorReasons,
  attributionParams,
  attributionStorageKey,
  applicationPages,
  closedPositionMarker,
  closedPositionsFile,
  positionClosedPages,
  positionClosedNotSentPage,
  cvErrorReasons,
  formKinds,
  formPaths,
  formTokenCookie,
  formTokenLifeMs,
  formTokenPath,
  formTokenShownParam,
  headerKey,
  isRegion,
  noScriptCheckboxValue,
  noScriptErrorPage,
  noScriptErrorQuery,
  noScriptErrorReasons,
  noScriptFields,
  noScriptMediaType,
  noScriptPages,
  multipartMediaType,
  regions,
  uploadFields,
  utmTags,
  wireHeaders,
  type FormKind,
  type OutcomePages,
  type UtmTag,
  type NoScriptErrorReason,
  type NotSentReason,
  type Region,
} from './wire.ts';
export { hasVisibleText } from './text-rules.ts';
export { controlCharacter, plainText } from './plain-text.ts';
export { contactEnquirySchema, type ContactEnquiry } from './contact-enquiry.ts';
export { proposalRequestSchema, type ProposalRequest } from './proposal-request.ts';
export { ukProjectEnquirySchema, type UkProjectEnquiry } from './uk-project-enquiry.ts';
export { jobApplicationSchema, jobPositionTitle, type JobApplication } from './job-application.ts';
export {
  applicationFieldsAllowanceBytes,
  cvAccept,
  cvMessages,
  cvRule,
  cvTypeNames,
  cvTypes,
  defaultCvMaxBytes,
  megabytes,
  type CvType,
} from './uploads/cv-rules.ts';
export { detectCvType } from './uploads/detect-cv-type.ts';
export { cvFileName, cvTypeOfMediaType } from './uploads/cv-file-name.ts';
export { limits } from './limits.ts';
export { messages } from './messages.ts';
export {
  companySizes,
  defaultPhoneCode,
  heardFromOptions,
  jobCountries,
  phoneCodes,
  projectTypeLabels,
  projectTypes,
  serviceOptions,
  type CompanySize,
  type HeardFrom,
  type PhoneCode,
  type ProjectType,
  type ServiceOption,
} from './options.ts';
export {
  apiErrorSchema,
  submissionAcceptedSchema,
  type ApiError,
  type SubmissionAccepted,
} from './responses.ts';
export {
  defineForm,
  type FieldMessages,
  type FieldOf,
  type FormDefinition,
} from './forms/form-definition.ts';
export { generalFieldMessages, visitorMessage } from './forms/visitor-messages.ts';
export { formDefinitions, formTitle, type FormBody } from './forms/form-definitions.ts';
export { contactEnquiryForm } from './forms/contact-enquiry-form.ts';
export { proposalRequestForm } from './forms/proposal-request-form.ts';
export { ukProjectEnquiryForm } from './forms/uk-project-enquiry-form.ts';
export { jobApplicationForm } from './forms/job-application-form.ts';
export { regionNames } from './region-names.ts';
