import { cvMessages, cvRule, uploadFields, type ApiError, type NotSentReason } from '@agency/contract';
import { invalidUtf8Message } from '../security/strict-bodies.ts';
import type { FormKindDefinition } from '../submissions/form-kinds.ts';

/**
 * Why a submission was refused before it reached the intake: the request
 * itself (origin, coding, media type, an unreadable or oversize body) or the
 * CV it carries. Each is answered in the channel's way (edge-responders.ts).
 */
export type EdgeFault =
  | 'foreign-origin'
  | 'encoded'
  | 'unsupported-type'
  | 'malformed'
  | 'too-large'
  | 'cv-missing'
  | 'cv-wrong-type'
  | 'cv-empty'
  | 'cv-too-large'
  /** A second file: the form has one CV. */
  | 'cv-twice'
  /** A field the form has once, sent again: the fault names it. */
  | 'field-twice'
  /** More fields or parts than the parser reads: the fault names one the form does not have, if any. */
  | 'too-many-fields'
  /** A field's name or value, or the file's name, that was not UTF-8. */
  | 'not-utf8'
  /** More uploads in progress, from this client or in all, than the temporary folder's share holds. */
  | 'uploads-busy';

/** How long a client told uploads-busy waits: stalled uploads time out within REQUEST_TIMEOUT_MS. */
export const uploadsBusyRetryAfterSeconds = 60;

/** A fault found while a body is read (a multipart parser's limit, a CV's bytes), and the field it concerns. */
export class EdgeFaultError extends Error {
  readonly fault: EdgeFault;
  readonly field: string | undefined;
  constructor(fault: EdgeFault, field?: string) {
    super(fault);
    this.fault = fault;
    this.field = field;
  }
}

const fieldError = (field: string, code: string, message: string): ApiError => ({
  message: 'Some fields are missing or invalid.',
  errors: [{ field, code, message }],
});
const cvError = (code: string, message: string) => fieldError(uploadFields.cv, code, message);

/** What a multipart post is told when a field comes twice, or too many come. */
export const multipartMessages = {
  fieldTwice: 'This field was sent more than once. Please fill it in once and send the form again.',
  tooManyFields: 'The form sent more fields than ours has. Please reload the page and send the form again.',
} as const;

/** A fault as a script is told it: status and the API's error body, naming the field when there is one. */
export function faultAnswer(
  fault: EdgeFault,
  def: FormKindDefinition,
  cvMaxBytes: number,
  field?: string,
): { status: number; body: ApiError; retryAfter?: number } {
  const rule = cvRule(cvMaxBytes);
  const cv = cvMessages(cvMaxBytes);
  switch (fault) {
    case 'foreign-origin':
      return { status: 403, body: { message: 'Forms can only be sent from our own website.' } };
    case 'encoded':
      return {
        status: 415,
        body: { message: 'Send the form uncompressed: Content-Encoding must be absent or identity.' },
      };
    case 'unsupported-type':
      return { status: 415, body: { message: def.howToSend } };
    case 'malformed':
      return { status: 400, body: { message: 'The request could not be read.' } };
    case 'too-large':
      return {
        status: 413,
        body: {
          message: def.carriesCv
            ? `The application is too large: the CV must be ${rule}.`
            : 'The form is too large: send at most 32 KiB.',
        },
      };
    case 'cv-missing':
      return { status: 400, body: cvError('cv_missing', cv.missing) };
    case 'cv-wrong-type':
      return { status: 400, body: cvError('cv_wrong_type', cv.wrongType) };
    case 'cv-empty':
      return { status: 400, body: cvError('cv_empty', cv.empty) };
    case 'cv-too-large':
      return { status: 413, body: cvError('cv_too_large', cv.tooLarge) };
    case 'cv-twice':
      return { status: 400, body: cvError('cv_twice', cv.twice) };
    case 'field-twice':
      return {
        status: 400,
        body: fieldError(field ?? '(body)', 'sent_twice', multipartMessages.fieldTwice),
      };
    case 'too-many-fields':
      return {
        status: 400,
        body: fieldError(field ?? '(body)', 'too_many_fields', multipartMessages.tooManyFields),
      };
    case 'not-utf8':
      return { status: 400, body: { message: invalidUtf8Message } };
    case 'uploads-busy':
      return {
        status: 429,
        body: {
          message:
            'Too many applications are being uploaded from your connection right now. Please wait a minute and send again.',
        },
        retryAfter: uploadsBusyRetryAfterSeconds,
      };
  }
}

/**
 * A fault as the page a browser's own post is sent on to names it, with the
 * field at fault when it is one of the form's own (never a name the sender
 * typed: it would go into the URL). Too many fields with one the form does
 * not have is a page older than the API.
 */
export function faultReason(
  fault: EdgeFault,
  field?: string,
): { reason: NotSentReason; fields?: readonly string[] } {
  switch (fault) {
    case 'encoded':
    case 'unsupported-type':
    case 'not-utf8':
      return { reason: 'malformed' };
    case 'cv-twice':
      return { reason: 'invalid-fields', fields: [uploadFields.cv] };
    case 'field-twice':
      return { reason: 'invalid-fields', fields: field === undefined ? [] : [field] };
    case 'too-many-fields':
      return { reason: field === undefined ? 'invalid-fields' : 'outdated-form' };
    case 'uploads-busy':
      return { reason: 'rate-limited' };
    default:
      return { reason: fault };
  }
}
