import type { z } from 'zod';
import { hasVisibleText } from '../text-rules.ts';
import type { FieldMessages, FieldOf, FormDefinition } from './form-definition.ts';
import type { FormKind } from '../wire.ts';

/** What the visitor is told when a field has no words of its own for how it failed. */
export const generalFieldMessages: Required<FieldMessages> = {
  required: 'Please fill in this field.',
  invalid: 'Please check this field.',
  tooLong: 'This is too long: please shorten it.',
};

/** Nothing a person can see was given: empty text, only blanks or invisible characters, an unticked box. */
function leftEmpty(value: unknown): boolean {
  if (typeof value === 'string') return !hasVisibleText(value);
  return value === undefined || value === null || value === false;
}

/**
 * The message a visitor reads for one field that failed the form's schema:
 * the schema decides whether the field is valid (the same rules as the API),
 * this only words the answer. Empty is "required" whatever the schema's issue
 * (a missing string, a blank one, an unchosen option, an unticked box),
 * `too_big` is "too long", anything else "invalid".
 */
export function visitorMessage<Kind extends FormKind, Schema extends z.ZodObject>(
  form: FormDefinition<Kind, Schema>,
  field: FieldOf<Schema>,
  issueCode: string,
  value: unknown,
): string {
  const own = form.visitorMessages[field] ?? {};
  if (leftEmpty(value)) return own.required ?? generalFieldMessages.required;
  if (issueCode === 'too_big') return own.tooLong ?? generalFieldMessages.tooLong;
  return own.invalid ?? generalFieldMessages.invalid;
}
