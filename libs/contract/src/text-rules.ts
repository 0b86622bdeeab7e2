import { z } from 'zod';

// Text is stored exactly as sent, so the only characters refused are the ones
// that cannot be stored faithfully everywhere: NUL (PostgreSQL rejects it in
// text) and lone UTF-16 surrogates (not valid Unicode, lost on UTF-8 encoding).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A character a reader can see. Not one: white space, the characters Unicode
 * says to draw as nothing (Default_Ignorable_Code_Point: zero-width space and
 * joiners, U+3164 and the other Hangul fillers, tag characters, variation
 * selectors), controls and format characters, unassigned and private-use code
 * points, and U+2800 (the blank Braille cell, a favourite "invisible" name).
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\u2800]/u;

/** True when the text holds at least one character a reader can see. */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}

export function storableText(max: number) {
  return z
    .string()
    .max(max, { error: `Must be at most ${max} characters.` })
    .refine((value) => !value.includes('\u0000'), { error: 'Must not contain a NUL character.', abort: true })
    .refine((value) => !LONE_SURROGATE.test(value), { error: 'Must be valid Unicode text.', abort: true });
}

/** A field that must be filled: with something a person can read, not only blanks or invisible characters. */
export function requiredText(max: number) {
  return storableText(max).refine(hasVisibleText, { error: 'Required.' });
}

export const emailAddress = requiredText(254).pipe(z.email({ error: 'Must be an email address.' }));
