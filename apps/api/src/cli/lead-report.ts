import { sql } from 'kysely';
import type { ReportGroup } from './parse-command.ts';
import type { LeadsIo } from './leads-io.ts';
import { printable } from './terminal-text.ts';

const columnOf: Record<ReportGroup, string> = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  form: 'form',
  region: 'region',
};

/**
 * `leads report`: leads and suspected spam per group (by default the UTM
 * source), since a date: which campaigns and sources bring enquiries. A
 * lead without the tag counts under "(none)".
 */
export async function leadReport(io: LeadsIo, by: ReportGroup, since: string | undefined): Promise<number> {
  const column = sql.ref(columnOf[by]);
  const { rows } = await sql<{ grp: string | null; leads: string | number; spam: string | number }>`
    select ${column} as grp,
      sum(case when spam = 0 then 1 else 0 end) as leads,
      sum(case when spam = 1 then 1 else 0 end) as spam
    from submissions
    where received_at >= ${since ?? ''}
    group by ${column}
    order by leads desc, grp`.execute(io.db);
  // A UTM tag stored before intake removed control characters is printed escaped, and padded as printed.
  const table = rows.map((row) => [
    row.grp === null ? '(none)' : printable(row.grp),
    String(Number(row.leads)),
    String(Number(row.spam)),
  ]);
  const header = [by, 'leads', 'suspected spam'];
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  io.out([line(header), ...table.map(line)].join('\n'));
  io.err(`${table.reduce((n, row) => n + Number(row[1]), 0)} leads${since ? ` since ${since}` : ''}`);
  return 0;
}
