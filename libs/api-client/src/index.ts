export { ApiRequestError, type ApiFailureKind } from './api-request-error.ts';
export { clientConfig, timeoutMessage } from './client-config.ts';
export { postJson } from './post-json.ts';
export { FormTokenSource, msSincePageShown } from './form-token.ts';
export { submissionHeaders, type SubmissionContext } from './submission-headers.ts';
export { submitForm, useSubmitForm } from './submit-form.ts';
export { uploadForm, uploadFormData, useUploadForm, type UploadProgress } from './upload-form.ts';
export { attributionHeaderValue, currentAttribution, rememberVisit } from './attribution.ts';
