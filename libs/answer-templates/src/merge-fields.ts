/**
 * The merge fields a template may hold, written `{{firstName}}` (spaces
 * inside the braces allowed): what the inbox fills in for the lead and the
 * staff member who sends it. Anything else between double braces is refused
 * when the templates are checked, so a typo never reaches a visitor as
 * `{{firstname}}`.
 */
export const mergeFields = {
  firstName: "the visitor's first name, as they typed it",
  reference: "the lead's reference",
  position: 'the position applied for (job applications only)',
  staffName: 'the name of the staff member who sends it, from their address (asha.rao@… is Asha Rao)',
} as const;

export type MergeField = keyof typeof mergeFields;
export type MergeValues = Record<MergeField, string>;

export const mergeFieldNames = Object.keys(mergeFields) as MergeField[];

export const isMergeField = (name: string): name is MergeField => Object.hasOwn(mergeFields, name);

/** `{{ name }}`: the name is whatever sits between the braces, checked by the caller. */
const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Each merge field a line of text names, with its column (from 1), known or not. */
export function mergeFieldsIn(line: string): { name: string; column: number }[] {
  return [...line.matchAll(placeholder)].map((match) => ({ name: match[1] ?? '', column: match.index + 1 }));
}

/** Braces that open a merge field and never close it on the same line (`{{firstName}`). */
export function unclosedBraces(line: string): number | undefined {
  const rest = line.replace(placeholder, (whole) => ' '.repeat(whole.length));
  const at = rest.indexOf('{{');
  return at === -1 ? undefined : at + 1;
}

/** The text with each merge field filled in; the template was checked, so every name is known. */
export function fillMergeFields(text: string, values: MergeValues): string {
  return text.replace(placeholder, (whole, name: string) => (isMergeField(name) ? values[name] : whole));
}

/**
 * A staff member's name as their address gives it: `asha.rao@agency.example`
 * is "Asha Rao". Staff have no name of their own in the inbox; the sender
 * reads the filled text before pressing Send and may change it.
 */
export function staffNameOf(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
