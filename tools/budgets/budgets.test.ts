import { describe, expect, it } from 'vitest';
import {
  budgetsKb,
  failureMessages,
  formatTable,
  islandLines,
  pageLines,
  unexpectedEncodings,
} from './budgets.ts';
import type { IslandCode } from './island-code.ts';
import type { PageMeasure } from './measure.ts';
import type { TransferredFile } from './transferred-file.ts';

const file = (path: string, bytes: number, holds: Partial<TransferredFile> = {}): TransferredFile => ({
  path,
  kind: 'script',
  bytes,
  encoding: 'gzip',
  reactDom: false,
  formsLibrary: false,
  ...holds,
});

const pageScript = file('/services/seo (inline script 1)', 950);
const runtime = file('/assets/index-a.js', 3_100);
const formsCode = file('/assets/submission-form-b.js', 128_900, { reactDom: true, formsLibrary: true });
const isForm = (island: string) => island.endsWith('-form');
const screen = 823;

const page = (overrides: Partial<PageMeasure>): PageMeasure => ({
  path: '/services/seo',
  region: 'in',
  scripts: [pageScript],
  scriptsAfterHeader: [pageScript],
  htmlAndCss: [file('/services/seo', 7_700, { kind: 'document' })],
  islands: [],
  ...overrides,
});

describe('page budgets', () => {
  it('holds a page without a form to 1 kB of script before input and after every header control, and no React', () => {
    const lines = pageLines(page({}), isForm, screen);
    expect(lines.map((l) => [l.figure, l.bytes, l.budget, l.verdict])).toEqual([
      ['script before any input', 950, '<= 1 kB', 'ok'],
      ['script after every header control', 950, '<= 1 kB', 'ok'],
      ['React loaded at any point', undefined, 'none', 'ok'],
      ['HTML + critical CSS', 7_700, '<= 30 kB', 'ok'],
    ]);
    expect(failureMessages(lines)).toEqual([]);
  });

  it('fails a page without a form that fetches script or React once its header is used', () => {
    const failures = failureMessages(
      pageLines(page({ scriptsAfterHeader: [pageScript, formsCode] }), isForm, screen),
    );
    expect(failures).toEqual([
      '/services/seo: script after every header control is 129.8 kB gzip, over its 1 kB budget by 128.8 kB ' +
        '(/services/seo (inline script 1) /assets/submission-form-b.js)',
      '/services/seo: React loaded at any point, and should be none (/assets/submission-form-b.js); ' +
        'a page without a sending form runs no React, whatever the visitor does there',
    ]);
  });

  it('fails a page over its script or its HTML budget, naming the page, the figure and the files', () => {
    const lines = pageLines(
      page({
        scripts: [pageScript, file('/assets/extra-c.js', 300)],
        htmlAndCss: [file('/services/seo', 30_001, { kind: 'document' })],
      }),
      isForm,
      screen,
    );
    expect(failureMessages(lines)).toEqual([
      '/services/seo: script before any input is 1.3 kB gzip, over its 1 kB budget by 0.3 kB (/services/seo (inline script 1) /assets/extra-c.js)',
      '/services/seo: script after every header control is 1.3 kB gzip, over its 1 kB budget by 0.3 kB (/services/seo (inline script 1) /assets/extra-c.js)',
      '/services/seo: HTML + critical CSS is 30.0 kB gzip, over its 30 kB budget by 0.0 kB (/services/seo)',
    ]);
    expect(formatTable(lines)).toMatch(/\/services\/seo +script before any input +1\.3 kB +<= 1 kB +OVER/);
  });

  it('holds a form page to 15 kB of script run before input, its islands fetched when idle and not run', () => {
    const islands = [{ name: 'contact-enquiry-form', state: 'waiting', topPx: 1_500 }];
    const fetched = { ...formsCode, preloaded: true };
    const quiet = pageLines(
      page({ path: '/', scripts: [pageScript, runtime, fetched], islands }),
      isForm,
      screen,
    );
    expect(quiet.map((l) => [l.figure, l.bytes, l.budget, l.verdict])).toEqual([
      ['script run before any input', 4_050, '<= 15 kB', 'ok'],
      ["islands' code fetched when idle, not run", 128_900, '<= 140 kB', 'ok'],
      ['React run before any input', undefined, 'none', 'ok'],
      ['HTML + critical CSS', 7_700, '<= 30 kB', 'ok'],
    ]);
    const started = [{ name: 'contact-enquiry-form', state: 'hydrated', topPx: 1_500 }];
    expect(
      failureMessages(
        pageLines(
          page({ path: '/', scripts: [pageScript, runtime, formsCode], islands: started }),
          isForm,
          screen,
        ),
      ),
    ).toContain(
      '/: React run before any input, and should be none (/assets/submission-form-b.js island contact-enquiry-form started); ' +
        "its first form (contact-enquiry-form) is at 1500 px of a 823 px screen. A form's code runs when the form is sent",
    );
  });

  it('refuses figures that are not gzip', () => {
    expect(
      unexpectedEncodings([
        { path: '/assets/a.js', encoding: 'gzip' },
        { path: '/assets/tiny.js', encoding: 'identity' },
        { path: '/assets/b.js', encoding: 'br' },
      ]),
    ).toEqual(['/assets/b.js came as br, not gzip: its figure would not be a gzip figure']);
  });
});

describe('island budgets', () => {
  const code = (overrides: Partial<IslandCode> = {}): IslandCode => ({
    shared: { files: ['/assets/submission-form-b.js'], bytes: 128_900 },
    islands: [
      {
        name: 'contact-enquiry-form',
        page: '/',
        how: 'sent',
        afterIslands: [],
        own: { files: ['/assets/contact-enquiry-island-e.js'], bytes: 1_000 },
      },
    ],
    problems: [],
    ...overrides,
  });

  it("prints the forms' shared code and each island against their budgets", () => {
    const lines = islandLines('site-in', code());
    expect(lines.map((l) => [l.figure, l.budget, l.verdict])).toEqual([
      ["forms' shared code (with the first form)", `<= ${budgetsKb.formsShared} kB`, 'ok'],
      ['island contact-enquiry-form, own code (sent on /)', '<= 1.5 kB', 'ok'],
    ]);
    expect(failureMessages(lines)).toEqual([]);
  });

  it('fails an island over its budget, an island without one, and a figure it could not tell apart', () => {
    const failures = failureMessages(
      islandLines(
        'site-uk',
        code({
          islands: [
            {
              name: 'uk-callback-form',
              page: '/uk',
              how: 'sent',
              afterIslands: [],
              own: { files: ['/uk/assets/uk-callback-island-e.js'], bytes: 2_400 },
            },
            {
              name: 'chat',
              page: '/uk/ContactUs',
              how: 'focused',
              afterIslands: ['uk-project-enquiry-form'],
              own: { files: ['/uk/assets/chat-island-f.js'], bytes: 900 },
            },
          ],
          problems: ['expected React DOM in exactly one script the islands load, found 0'],
        }),
      ),
    );
    expect(failures).toEqual([
      'site-uk: island uk-callback-form, own code (sent on /uk) is 2.4 kB gzip, over its 2 kB budget by 0.4 kB (/uk/assets/uk-callback-island-e.js)',
      'site-uk: island chat has no budget: add one to budgetsKb.island in tools/budgets/budgets.ts',
      'site-uk: expected React DOM in exactly one script the islands load, found 0',
    ]);
  });
});
