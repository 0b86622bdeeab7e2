import { cvMessages, cvRule, uploadFields, type ApiError, type NotSentReason } from '@agency/contract';
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
  | 'cv-too-large';

/** A fault found while a body is read (a multipart parser's limit, a CV's bytes). */
export class EdgeFaultError extends Error {
  readonly fault: EdgeFault;
  constructor(fault: EdgeFault) {
    super(fault);
    this.fault = fault;
  }
}

const cvError = (code: string, message: string): ApiError => ({
  message: 'Some fields are missing or invalid.',
  errors: [{ field: uploadFields.cv, code, message }],
});

/** A fault as a script is told it: status and the API's error body. */
export function faultAnswer(
  fault: EdgeFault,
  def: FormKindDefinition,
  cvMaxBytes: number,
): { status: number; body: ApiError } {
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
  }
}

/** A fault as the page a browser's own post is sent on to names it. */
export function faultReason(fault: EdgeFault): NotSentReason {
  if (fault === 'encoded' || fault === 'unsupported-type') return 'malformed';
  return fault;
}
