import type { z } from 'zod';
import type { FormKind } from '../wire.ts';

/** The field names of a form's body, exactly as its schema declares them. */
export type FieldOf<Schema extends z.ZodObject> = keyof z.output<Schema> & string;

/**
 * One sending form as staff see it: the schema of its body, a title, and a
 * label for each of the schema's fields. `labels` is a mapped type over the
 * schema's keys, so a field added to the schema without a label, or a label
 * for a field the schema does not have, fails to compile.
 */
export interface FormDefinition<Kind extends FormKind, Schema extends z.ZodObject> {
  kind: Kind;
  /** What staff call this form, e.g. in a notification's subject. */
  title: string;
  schema: Schema;
  labels: { readonly [Field in FieldOf<Schema>]: string };
  /** The fields that together name the visitor, in order (joined with a space). */
  nameFields: readonly FieldOf<Schema>[];
  /** The field with what the visitor wrote in their own words. */
  messageField: FieldOf<Schema>;
  /**
   * What a visitor reads when a field fails the schema, in place of the API's
   * terse messages (see visitor-messages.ts). A field without its own words
   * gets the general ones.
   */
  visitorMessages: { readonly [Field in FieldOf<Schema>]?: FieldMessages };
}

/** A field's messages for the ways it can fail: left empty, not valid, or too long. */
export interface FieldMessages {
  required?: string;
  invalid?: string;
  tooLong?: string;
}

/**
 * Declares a form, checking it against FormDefinition. An identity function
 * rather than a type annotation so the literal kind and the exact schema type
 * are kept for the callers (the server's bodies are typed from them).
 */
export function defineForm<Kind extends FormKind, Schema extends z.ZodObject>(
  definition: FormDefinition<Kind, Schema>,
): FormDefinition<Kind, Schema> {
  return definition;
}
