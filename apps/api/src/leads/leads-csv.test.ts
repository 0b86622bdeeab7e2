import { parse, type Info } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvOf } from './leads-csv.ts';

/** What a spreadsheet may run when a line of a cell starts with it. */
const formulaCharacters = ['=', '+', '-', '@', '\t', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
const startsAFormula = (line: string) => formulaCharacters.some((c) => line.startsWith(c));
/** What no cell may begin with (OWASP): a formula character, or CR. */
const startsUnsafe = (cell: string) => startsAFormula(cell) || cell.startsWith('\r');

/** A cell's lines and the breaks between them, kept apart: CRLF, CR or LF. */
function lines(text: string): { lines: string[]; breaks: string[] } {
  const parts = text.split(/(\r\n|\r|\n)/);
  return { lines: parts.filter((_, i) => i % 2 === 0), breaks: parts.filter((_, i) => i % 2 === 1) };
}

// Text as leads hold it, weighted towards what breaks CSV and what spreadsheets run.
const character = fc.oneof(
  fc.constantFrom('\r', '\n', '\r\n', '\t', '"', ',', ';', "'", ' ', ...formulaCharacters),
  fc.constantFrom('a', 'Z', '7', 'é', 'न', '😀', 'HYPERLINK("http://evil.example")', 'cmd|'),
);
const cell = fc.string({ unit: character, maxLength: 12 });
const table = fc
  .integer({ min: 1, max: 6 })
  .chain((columns) =>
    fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { maxLength: 30 }),
  );

describe('the CSV export', () => {
  it('parses back, by a real CSV parser, to the same records, columns and text, with no line of a cell able to run', () => {
    fc.assert(
      fc.property(table, (rows) => {
        const records = parse(csvOf(rows), { relax_column_count: true }) as string[][];
        expect(records.length).toBe(rows.length);
        records.forEach((record, r) => {
          expect(record.length).toBe(rows[r]?.length);
          record.forEach((exported, c) => {
            const cell = rows[r]?.[c] ?? '';
            const original = lines(cell);
            const read = lines(exported);
            // The same line breaks in the same places: the cell is one cell.
            expect(read.breaks).toEqual(original.breaks);
            // No cell begins with = + - @, tab or CR: one that did begins with the apostrophe.
            expect(startsUnsafe(exported)).toBe(false);
            read.lines.forEach((line, i) => {
              const was = original.lines[i] ?? '';
              // Unchanged, or escaped with one apostrophe where it could run; a cell's
              // first line also where the cell begins with CR (its first line is then empty).
              const escaped = startsAFormula(was) || (i === 0 && cell.startsWith('\r'));
              expect(line).toBe(escaped ? `'${was}` : was);
              expect(startsAFormula(line)).toBe(false);
            });
          });
        });
      }),
      { numRuns: 500 },
    );
  });

  it('ends right after the last record and its CRLF: no blank line follows', () => {
    fc.assert(
      fc.property(
        table.filter((rows) => rows.length > 0),
        (rows) => {
          const csv = csvOf(rows);
          // With `info`, each record comes with what the parser had read when it ended (its typings omit this form).
          const records = parse(csv, { relax_column_count: true, info: true }) as unknown as { info: Info }[];
          expect(csv.endsWith('\r\n')).toBe(true);
          // The parser has read every byte when it ends the last record: nothing, no line, is left after it.
          expect(records.at(-1)?.info.bytes).toBe(Buffer.byteLength(csv));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps a message of several lines in one cell, escaped on every line', () => {
    const csv = csvOf([
      ['id', 'message'],
      ['1', 'x\n=HYPERLINK("http://evil.example","x")\r@SUM(A1)'],
      ['2', 'plain'],
      ['3', '\r=1+1'],
    ]);
    expect(csv).toBe(
      'id,message\r\n1,"x\n\'=HYPERLINK(""http://evil.example"",""x"")\r\'@SUM(A1)"\r\n2,plain\r\n3,"\'\r\'=1+1"\r\n',
    );
  });
});
