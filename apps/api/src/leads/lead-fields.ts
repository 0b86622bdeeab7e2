import { formDefinitions, type FormKind, type Region } from '@agency/contract';

/**
 * Reading a stored lead's body for people: labels, the visitor's name, the
 * first line of the message, all from the contract's form definitions.
 * Stored bodies are not validated again (a row may predate a schema change),
 * so they are read as plain records and any field without a label is still
 * shown under its own name: nothing a visitor sent is hidden from staff.
 */
export type StoredBody = Record<string, unknown>;

export function parseBody(json: string): StoredBody {
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredBody) : {};
}

/** [label, value] per field: the form's fields in the contract's order, then any unknown ones. */
export function labelledFields(form: FormKind, body: StoredBody): [label: string, value: unknown][] {
  const labels: Readonly<Record<string, string>> = formDefinitions[form].labels;
  const known = Object.keys(labels).filter((field) => field in body);
  const unknown = Object.keys(body).filter((field) => !(field in labels));
  return [...known, ...unknown].map((field) => [labels[field] ?? field, body[field]]);
}

export function visitorName(form: FormKind, body: StoredBody): string {
  return formDefinitions[form].nameFields
    .map((field) => body[field])
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
}

/** The first non-blank line of what the visitor wrote, cut to `max` characters. */
export function firstLineOfMessage(form: FormKind, body: StoredBody, max = 200): string {
  const text = body[formDefinitions[form].messageField];
  if (typeof text !== 'string') return '';
  const line = text.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** The site a lead came from, as staff name it. */
export function regionName(region: Region): string {
  return region === 'uk' ? 'UK' : 'India';
}
