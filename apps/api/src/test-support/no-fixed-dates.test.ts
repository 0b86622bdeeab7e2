import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

// The API's tests and their support must pass on any date (CONTRIBUTING.md):
// a time they seed or expect is derived from the clock the code under test
// reads (relative-time.ts, the staff test clock, test-positions.ts), never
// written as a date, which ages. Run under `faketime -f +400d` the suite shows
// the same; this check keeps a new fixed date from creeping back in between such runs.
const source = join(import.meta.dirname, '..');
const isTestCode = (path: string) => path.endsWith('.test.ts') || path.includes('test-support/');
// A calendar date in code, as in '2026-11-20' or `2026-11-${day}T…`: not the format's own
// placeholders in comments (this file and relative-time.ts's example), which no code reads.
const fixedDate = /\b20\d\d-[01]\d-[0-3]\d|\b20\d\d-[01]\d-\$\{/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.ts') && isTestCode(path) ? [path] : [];
  });
}

it('no API test or its support writes a calendar date in code', () => {
  const found = testFiles(source).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line, index) => ({ line: line.trim(), at: `${relative(source, path)}:${index + 1}` }))
      .filter(
        ({ line }) =>
          fixedDate.test(line) && !line.startsWith('//') && !line.startsWith('*') && !line.startsWith('/**'),
      )
      .map(({ at, line }) => `${at}: ${line}`),
  );
  expect(found).toEqual([]);
});
