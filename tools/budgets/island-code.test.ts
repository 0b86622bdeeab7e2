import { describe, expect, it } from 'vitest';
import { splitIslandCode, type IslandMeasure } from './island-code.ts';
import type { TransferredFile } from './transferred-file.ts';

const script = (path: string, bytes: number, holds: Partial<TransferredFile> = {}): TransferredFile => ({
  path,
  kind: 'script',
  bytes,
  encoding: 'gzip',
  reactDom: false,
  formsLibrary: false,
  ...holds,
});

const forms = script('/assets/submission-form-a.js', 128_900, { reactDom: true, formsLibrary: true });
const rateLimit = script('/assets/rate-limit-d.js', 130);

const measure = (name: string, added: TransferredFile[], afterIslands: string[] = []): IslandMeasure => ({
  name,
  page: '/',
  how: 'sent',
  afterIslands,
  added,
});

describe("islands' code", () => {
  it('counts what every island loads once, and leaves each island its own', () => {
    const code = splitIslandCode([
      measure('contact-enquiry-form', [
        script('/assets/contact-enquiry-island-g.js', 840),
        forms,
        rateLimit,
        script('/assets/contact-query-h.js', 170),
      ]),
      measure('proposal-form', [
        script('/assets/proposal-island-i.js', 1_800),
        forms,
        rateLimit,
        script('/assets/options-j.js', 380),
      ]),
    ]);
    expect(code.problems).toEqual([]);
    expect(code.shared).toEqual({
      files: ['/assets/rate-limit-d.js', '/assets/submission-form-a.js'],
      bytes: 129_030,
    });
    expect(code.islands.map((island) => [island.name, island.own])).toEqual([
      [
        'contact-enquiry-form',
        { files: ['/assets/contact-enquiry-island-g.js', '/assets/contact-query-h.js'], bytes: 1_010 },
      ],
      ['proposal-form', { files: ['/assets/options-j.js', '/assets/proposal-island-i.js'], bytes: 2_180 }],
    ]);
  });

  it('keeps React and the forms library in the shared code when one island was measured alone', () => {
    const react = script('/assets/react-b.js', 60_000, { reactDom: true });
    const query = script('/assets/query-c.js', 40_000, { formsLibrary: true });
    const code = splitIslandCode([
      measure('contact-enquiry-form', [react, query, script('/assets/contact-enquiry-island-g.js', 840)]),
      measure('proposal-form', [script('/assets/proposal-island-i.js', 1_800)], ['contact-enquiry-form']),
    ]);
    expect(code.shared.files).toEqual(['/assets/query-c.js', '/assets/react-b.js']);
    expect(code.islands.map((island) => island.own.files)).toEqual([
      ['/assets/contact-enquiry-island-g.js'],
      ['/assets/proposal-island-i.js'],
    ]);
  });

  it('says so when it cannot find React DOM in exactly one file, or the forms library at all', () => {
    const code = splitIslandCode([
      measure('contact-enquiry-form', [script('/assets/a.js', 1_000, { reactDom: true })]),
      measure('proposal-form', [script('/assets/b.js', 1_000, { reactDom: true })]),
    ]);
    expect(code.problems).toEqual([
      'expected React DOM in exactly one script the islands load, found 2 (/assets/a.js /assets/b.js)',
      'no island loaded the forms library ("No QueryClient set"): cannot tell its code apart',
    ]);
  });
});
