import { stringify } from 'csv-stringify/sync';

/**
 * What makes a spreadsheet read a cell as a formula when it starts with it:
 * = + - @, tab and CR (OWASP's list), and the full-width = + - @ that some
 * spreadsheets normalise to them.
 */
const formulaStart = /(^|\r\n|\r|\n)([=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * A text cell made inert: a `'` before every line start that a spreadsheet
 * could run. Every line, not only the first: a spreadsheet that splits a
 * record on a bare line break (or a person pasting the cell) would otherwise
 * start a new cell with a live `=HYPERLINK(…)`. A cell that begins with CR
 * gets its `'` first of all, before the CR, as OWASP's rule has it (no cell
 * begins with = + - @, tab or CR): `\r=1+1` is `'\r'=1+1`.
 */
export function inertCell(text: string): string {
  const inert = text.replace(formulaStart, "$1'$2");
  return inert.startsWith('\r') ? `'${inert}` : inert;
}

/**
 * Rows as CSV for a spreadsheet: CRLF after every record, the last included
 * and nothing after it, and every field that holds CR, LF, a quote or the
 * delimiter quoted, so a message of several lines stays one cell
 * (csv-stringify quotes a bare CR or LF only when asked:
 * `quote_record_delimiter`). Exported for every export of leads: the CLI's
 * and the inbox's.
 */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(inertCell)),
    { record_delimiter: 'windows', quote_record_delimiter: true },
  );
}
