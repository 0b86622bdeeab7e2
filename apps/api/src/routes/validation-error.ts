import type { ApiError } from '@agency/contract';
import type { z } from 'zod';

/** The 400 body: one entry per field at fault, named as the client sent it. */
export function validationError(error: z.ZodError): ApiError {
  return {
    message: 'Some fields are missing or invalid.',
    errors: error.issues.map((issue) => ({
      field: issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.') || '(body)',
      code: issue.code,
      message: issue.message,
    })),
  };
}
