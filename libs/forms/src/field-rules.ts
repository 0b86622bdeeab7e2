import { z } from 'zod';
import { limits } from '@agency/contract';

// Browser-side rules with messages written for visitors. They sit in front of
// the contract's schemas: what passes here also passes the API's validation.

/** Required text, trimmed of surrounding spaces before it is sent. */
export function requiredTrimmed(message: string, max: number) {
  return z.string().trim().min(1, message).max(max, `Please keep this under ${max} characters.`);
}

/** Optional text, trimmed; '' when left empty. */
export function optionalTrimmed(max: number) {
  return z.string().trim().max(max, `Please keep this under ${max} characters.`);
}

/** Required text sent exactly as typed (e.g. a phone number). */
export function requiredAsTyped(message: string, max: number) {
  return z
    .string()
    .max(max, `Please keep this under ${max} characters.`)
    .refine((value) => value.trim().length > 0, message);
}

/** A required email address, trimmed. */
export function emailRule() {
  return z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(limits.email)
    .pipe(z.email('Please enter a valid email address.'));
}
