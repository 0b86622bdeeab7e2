import { noScriptCheckboxValue, noScriptFields } from '@agency/contract';
import { z } from 'zod';

/** A form post's body that cannot be read: not UTF-8, or a broken %-escape. */
export class MalformedFormBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'AGENCY_MALFORMED_FORM_BODY';
  constructor() {
    super('The form could not be read.');
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Name/value pairs of an application/x-www-form-urlencoded body, in order,
 * refused (never repaired) when a byte or an escape is not UTF-8.
 * URLSearchParams and the query-string libraries turn broken escapes into
 * U+FFFD or keep them as typed, which would store text the visitor did not
 * send; decodeURIComponent throws on them instead, and a 32 KiB body makes
 * the plain loop cheap.
 */
export function parseFormBody(raw: Buffer): Map<string, string[]> {
  let text: string;
  try {
    text = strictUtf8.decode(raw);
  } catch {
    throw new MalformedFormBodyError();
  }
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      throw new MalformedFormBodyError();
    }
  };
  const fields = new Map<string, string[]>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decode(equals < 0 ? pair : pair.slice(0, equals));
    const value = decode(equals < 0 ? '' : pair.slice(equals + 1));
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return fields;
}

type FieldKind = 'checkbox' | 'list' | 'text';
export type FieldKinds = ReadonlyMap<string, FieldKind>;

/** How each field of a form's schema travels in a form post, read from the schema's shape. */
export function formFieldKinds(schema: z.ZodType): FieldKinds {
  if (!(schema instanceof z.ZodObject)) throw new Error('A form schema must be an object schema.');
  const kinds = new Map<string, FieldKind>();
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const def = field.def;
    const isBoolean =
      def.type === 'boolean' ||
      (def.type === 'literal' &&
        (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values.every((v) => typeof v === 'boolean'));
    kinds.set(name, isBoolean ? 'checkbox' : def.type === 'array' ? 'list' : 'text');
  }
  return kinds;
}

export interface FormPost {
  /** The body in the JSON call's shape, for the same schema; unknown names kept, so they are refused alike. */
  body: Record<string, unknown>;
  /** The names sent that the form does not have (never shown back: whoever sent them typed them). */
  unknownNames: string[];
  /** The honeypot input's value; undefined when the post had none. */
  honeypot: string | undefined;
  /** The region field as sent. */
  region: string | undefined;
}

/**
 * A form post mapped onto the JSON call's body: a ticked checkbox is true
 * and a missing one false, a list is its repeated name (none: empty), text
 * is as sent. A value that fits none of these (a checkbox not "on", a text
 * field sent twice) is passed on as it came, for the schema to refuse.
 */
export function formPostBody(fields: Map<string, string[]>, kinds: FieldKinds): FormPost {
  // A map, made an object at the end: a name like __proto__ becomes a key of its own, refused as unknown.
  const body = new Map<string, unknown>();
  const unknownNames: string[] = [];
  let honeypot: string | undefined;
  let region: string | undefined;
  for (const [name, values] of fields) {
    if (name === noScriptFields.honeypot) {
      honeypot = values.join('');
      continue;
    }
    if (name === noScriptFields.region) {
      region = values.length === 1 ? values[0] : undefined;
      continue;
    }
    const kind = kinds.get(name);
    if (kind === undefined) unknownNames.push(name);
    if (kind === 'list') body.set(name, values);
    else if (kind === 'checkbox' && values.length === 1 && values[0] === noScriptCheckboxValue)
      body.set(name, true);
    else body.set(name, values.length === 1 ? values[0] : values);
  }
  for (const [name, kind] of kinds) {
    if (body.has(name)) continue;
    if (kind === 'checkbox') body.set(name, false);
    if (kind === 'list') body.set(name, []);
  }
  return { body: Object.fromEntries(body), unknownNames, honeypot, region };
}
