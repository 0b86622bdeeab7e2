import { formDefinitions } from '@agency/contract';
import type { StaffFormKind } from '@agency/staff-contract';

/**
 * A lead's fields in the order its form declares them, each with the
 * contract's label; a stored field the form no longer has keeps its name.
 */
export function labelledFields(
  form: StaffFormKind,
  fields: Record<string, unknown>,
): { name: string; label: string; value: string }[] {
  const labels: Record<string, string> = formDefinitions[form].labels;
  const names = [
    ...Object.keys(labels).filter((name) => name in fields),
    ...Object.keys(fields).filter((name) => !(name in labels)),
  ];
  return names.map((name) => ({ name, label: labels[name] ?? name, value: shownValue(fields[name]) }));
}

function shownValue(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
