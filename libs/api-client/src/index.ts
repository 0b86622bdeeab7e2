export { ApiRequestError, type ApiFailureKind } from './api-request-error.ts';
export { clientConfig, timeoutMessage } from './client-config.ts';
export { postJson } from './post-json.ts';
export { submitContactQuery, useContactQuery } from './contact-query.ts';
