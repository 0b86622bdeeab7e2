import type { ApiError } from '@agency/contract';
import type { z } from 'zod';

export type BodyCheck<T> = { success: true; data: T } | { success: false; error: ApiError };

/**
 * A request body checked against its schema: the data, or the 400 body.
 * Through the schema's Standard Schema entry rather than `safeParse`: the
 * issues are the same (zod's own, messages included), without the ZodError
 * that `safeParse` builds around them, an Error instance that was half the
 * cost of refusing a form.
 */
export function checkBody<T>(schema: z.ZodType<T>, body: unknown): BodyCheck<T> {
  const result = schema['~standard'].validate(body);
  // Only an async refinement makes a promise; like safeParse, refuse it (the contract has none).
  if (result instanceof Promise) throw new Error('A request schema must not be asynchronous.');
  if (result.issues === undefined) return { success: true, data: result.value };
  // Zod's Standard Schema issues are its finalized issues, code and keys included.
  return { success: false, error: validationError(result.issues as readonly z.core.$ZodIssue[]) };
}

/** The 400 body: one entry per field at fault, named as the client sent it. */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  return {
    message: 'Some fields are missing or invalid.',
    errors: issues.map((issue) => ({
      field: issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.') || '(body)',
      code: issue.code,
      message: issue.message,
    })),
  };
}
