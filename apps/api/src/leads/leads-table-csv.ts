import type { Selectable } from 'kysely';
import { attributionColumns } from '../db/schema-layout.ts';
import type { SubmissionsTable } from '../db/schema.ts';
import { parseBody } from './lead-fields.ts';
import { csvOf } from './leads-csv.ts';

function flatten(value: unknown): string {
  if (Array.isArray(value)) return value.join('; ');
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * Stored leads as one CSV table (`npm run leads -- export --format csv` and
 * the inbox's export alike): their columns, attribution, then every field
 * any of them has, through the formula-safe writer (csvOf).
 */
export function leadsTableCsv(rows: readonly Selectable<SubmissionsTable>[]): string {
  const bodies = rows.map((row) => parseBody(row.body));
  const fields = [...new Set(bodies.flatMap((body) => Object.keys(body)))];
  const header = [
    'id',
    'received_at',
    'form',
    'region',
    'consent',
    'notice_version',
    'spam',
    ...attributionColumns,
    ...fields,
  ];
  const records = rows.map((row, i) => [
    row.id,
    row.received_at,
    row.form,
    row.region,
    row.consent === null ? '' : String(row.consent),
    row.notice_version ?? '',
    String(row.spam),
    ...attributionColumns.map((column) => row[column] ?? ''),
    ...fields.map((field) => flatten(bodies[i]?.[field])),
  ]);
  return csvOf([header, ...records]);
}
