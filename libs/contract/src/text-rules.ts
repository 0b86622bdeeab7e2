import { z } from 'zod';

// Text is stored exactly as sent, so the only characters refused are the ones
// that cannot be stored faithfully everywhere: NUL (PostgreSQL rejects it in
// text) and lone UTF-16 surrogates (not valid Unicode, lost on UTF-8 encoding).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function storableText(max: number) {
  return z
    .string()
    .max(max, { error: `Must be at most ${max} characters.` })
    .refine((value) => !value.includes('\u0000'), { error: 'Must not contain a NUL character.' })
    .refine((value) => !LONE_SURROGATE.test(value), { error: 'Must be valid Unicode text.' });
}

export function requiredText(max: number) {
  return storableText(max).refine((value) => value.trim().length > 0, { error: 'Required.' });
}

export const emailAddress = requiredText(254).pipe(z.email({ error: 'Must be an email address.' }));
