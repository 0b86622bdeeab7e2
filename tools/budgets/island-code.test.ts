import { describe, expect, it } from 'vitest';
import { splitIslandCode, type IslandMeasure } from './island-code.ts';
import type { TransferredFile } from './page-visit.ts';

const script = (path: string, bytes: number, holds: Partial<TransferredFile> = {}): TransferredFile => ({
  path,
  kind: 'script',
  bytes,
  encoding: 'gzip',
  reactDom: false,
  formsLibrary: false,
  ...holds,
});

const react = script('/assets/define-island-a.js', 76_900, { reactDom: true });
const runtime = script('/assets/rolldown-runtime-b.js', 370);
const query = script('/assets/query-client-c.js', 45_800, { formsLibrary: true });
const rateLimit = script('/assets/rate-limit-d.js', 130);

const measure = (name: string, added: TransferredFile[], afterIslands: string[] = []): IslandMeasure => ({
  name,
  page: '/',
  how: 'focused',
  afterIslands,
  added,
});

const forms = new Set(['contact-enquiry-form', 'proposal-form']);
const isForm = (name: string) => forms.has(name);

describe("islands' code", () => {
  it('counts React + runtime once, the forms they share once, and leaves each island its own', () => {
    const code = splitIslandCode(
      [
        measure('header', [runtime, react, script('/assets/header-island-e.js', 3_700)]),
        measure('map', [runtime, react, script('/assets/map-island-f.js', 1_100)]),
        measure('contact-enquiry-form', [
          script('/assets/contact-enquiry-island-g.js', 840),
          runtime,
          react,
          query,
          rateLimit,
          script('/assets/contact-query-h.js', 170),
        ]),
        measure('proposal-form', [
          script('/assets/proposal-island-i.js', 1_800),
          runtime,
          react,
          query,
          rateLimit,
          script('/assets/options-j.js', 380),
        ]),
      ],
      isForm,
    );
    expect(code.problems).toEqual([]);
    expect(code.reactAndRuntime).toEqual({
      files: ['/assets/define-island-a.js', '/assets/rolldown-runtime-b.js'],
      bytes: 77_270,
    });
    expect(code.formsShared).toEqual({
      files: ['/assets/query-client-c.js', '/assets/rate-limit-d.js'],
      bytes: 45_930,
    });
    expect(code.islands.map((island) => [island.name, island.own.files, island.own.bytes])).toEqual([
      ['header', ['/assets/header-island-e.js'], 3_700],
      ['map', ['/assets/map-island-f.js'], 1_100],
      ['contact-enquiry-form', ['/assets/contact-enquiry-island-g.js', '/assets/contact-query-h.js'], 1_010],
      ['proposal-form', ['/assets/options-j.js', '/assets/proposal-island-i.js'], 2_180],
    ]);
  });

  it('keeps the forms library in the shared line when one form alone loads it', () => {
    const code = splitIslandCode(
      [
        measure('header', [runtime, react, script('/assets/header-island-e.js', 3_700)]),
        measure('proposal-form', [runtime, react, query, script('/assets/proposal-island-i.js', 1_800)]),
      ],
      isForm,
    );
    expect(code.formsShared?.files).toEqual(['/assets/query-client-c.js']);
    expect(code.islands[1]!.own.files).toEqual(['/assets/proposal-island-i.js']);
  });

  it('leaves an island measured after others out of "what every island loads"', () => {
    const code = splitIslandCode(
      [
        measure('header', [runtime, react, script('/assets/header-island-e.js', 3_700)]),
        measure('region-banner', [runtime, react, script('/assets/region-banner-island-k.js', 1_300)]),
        measure('map', [script('/assets/map-island-f.js', 1_100)], ['contact-enquiry-form']),
      ],
      isForm,
    );
    expect(code.reactAndRuntime.files).toEqual([
      '/assets/define-island-a.js',
      '/assets/rolldown-runtime-b.js',
    ]);
    expect(code.islands[2]!.own).toEqual({ files: ['/assets/map-island-f.js'], bytes: 1_100 });
    expect(code.formsShared).toBeUndefined();
  });

  it('knows React by its content when no two islands came from a quiet page to compare', () => {
    const code = splitIslandCode(
      [
        measure('header', [runtime, react, script('/assets/header-island-e.js', 3_700)]),
        measure('map', [script('/assets/map-island-f.js', 1_100)], ['uk-project-enquiry-form']),
      ],
      isForm,
    );
    expect(code.reactAndRuntime).toEqual({ files: ['/assets/define-island-a.js'], bytes: 76_900 });
    expect(code.islands[0]!.own.files).toEqual([
      '/assets/header-island-e.js',
      '/assets/rolldown-runtime-b.js',
    ]);
  });

  it('refuses to guess when React DOM is in no script or in two', () => {
    const header = script('/assets/header-island-e.js', 3_700);
    expect(splitIslandCode([measure('header', [runtime, header])], isForm).problems).toEqual([
      'expected React DOM in exactly one script the islands load, found 0',
    ]);
    const second = script('/assets/react-dom-again.js', 60_000, { reactDom: true });
    expect(splitIslandCode([measure('header', [runtime, react, second, header])], isForm).problems).toEqual([
      'expected React DOM in exactly one script the islands load, found 2 (/assets/define-island-a.js /assets/react-dom-again.js)',
    ]);
  });

  it("says so when no form loaded the forms' library", () => {
    expect(
      splitIslandCode([measure('proposal-form', [runtime, react, script('/assets/p.js', 1)])], isForm)
        .problems,
    ).toEqual([
      'no sending form loaded the forms library ("No QueryClient set"): cannot tell its code apart',
    ]);
  });
});
