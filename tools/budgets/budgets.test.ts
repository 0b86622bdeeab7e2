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
import type { TransferredFile } from './page-visit.ts';

const file = (path: string, bytes: number, holds: Partial<TransferredFile> = {}): TransferredFile => ({
  path,
  kind: 'script',
  bytes,
  encoding: 'gzip',
  reactDom: false,
  formsLibrary: false,
  ...holds,
});

const runtime = file('/assets/index-a.js', 3_100);
const react = file('/assets/define-island-b.js', 76_900, { reactDom: true });
const isForm = (island: string) => island.endsWith('-form');
const screen = 823;

const page = (overrides: Partial<PageMeasure>): PageMeasure => ({
  path: '/services/seo',
  region: 'in',
  scripts: [runtime],
  htmlAndCss: [file('/services/seo', 7_700, { kind: 'document' })],
  islands: [{ name: 'header', state: 'waiting', topPx: 0 }],
  ...overrides,
});

describe('page budgets', () => {
  it('holds a page without a form to its script before input and its HTML', () => {
    const lines = pageLines(page({}), isForm, screen);
    expect(lines.map((l) => [l.figure, l.bytes, l.verdict])).toEqual([
      ['script before any input', 3_100, 'ok'],
      ['HTML + critical CSS', 7_700, 'ok'],
    ]);
    expect(failureMessages(lines)).toEqual([]);
  });

  it('fails a page over 15 kB of script or 30 kB of HTML, naming the page, the figure and the files', () => {
    const lines = pageLines(
      page({
        scripts: [runtime, file('/assets/extra-c.js', 12_000)],
        htmlAndCss: [file('/services/seo', 30_001, { kind: 'document' })],
      }),
      isForm,
      screen,
    );
    expect(failureMessages(lines)).toEqual([
      '/services/seo: script before any input is 15.1 kB gzip, over its 15 kB budget by 0.1 kB (/assets/index-a.js /assets/extra-c.js)',
      '/services/seo: HTML + critical CSS is 30.0 kB gzip, over its 30 kB budget by 0.0 kB (/services/seo)',
    ]);
    expect(formatTable(lines)).toMatch(/\/services\/seo +script before any input +15\.1 kB +<= 15 kB +OVER/);
  });

  it('fails a form page that loads React before input, saying where its form is', () => {
    const islands = [
      { name: 'header', state: 'waiting', topPx: 0 },
      { name: 'contact-enquiry-form', state: 'hydrated', topPx: 1_500 },
    ];
    const failures = failureMessages(
      pageLines(page({ path: '/', scripts: [runtime, react], islands }), isForm, screen),
    );
    expect(failures).toContain(
      '/: React loaded before any input (/assets/define-island-b.js); its first form (contact-enquiry-form) ' +
        'starts at 1500 px, within a screen below the first 823 px screen. ' +
        "A form's code must wait until a visitor nears or uses it",
    );
    const quiet = pageLines(page({ path: '/', islands }), isForm, screen);
    expect(quiet.find((l) => l.figure === 'React before any input')).toMatchObject({
      verdict: 'ok',
      detail: 'none',
    });
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
    reactAndRuntime: {
      files: ['/assets/define-island-b.js', '/assets/rolldown-runtime-c.js'],
      bytes: 77_270,
    },
    formsShared: { files: ['/assets/query-client-d.js'], bytes: 45_800 },
    islands: [
      {
        name: 'header',
        page: '/',
        how: 'focused',
        afterIslands: [],
        own: { files: ['/assets/header-island-e.js'], bytes: 3_700 },
      },
    ],
    problems: [],
    ...overrides,
  });

  it('prints React + runtime, the forms and each island against their budgets', () => {
    const lines = islandLines('site-in', code());
    expect(lines.map((l) => [l.figure, l.budget, l.verdict])).toEqual([
      ['React + runtime (with the first island)', `<= ${budgetsKb.reactAndRuntime} kB`, 'ok'],
      ["forms' shared code (with the first form)", `<= ${budgetsKb.formsShared} kB`, 'ok'],
      ['island header, own code (focused on /)', '<= 6 kB', 'ok'],
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
              name: 'header',
              page: '/uk/blogs',
              how: 'focused',
              afterIslands: [],
              own: { files: ['/uk/assets/header-island-e.js'], bytes: 6_400 },
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
      'site-uk: island header, own code (focused on /uk/blogs) is 6.4 kB gzip, over its 6 kB budget by 0.4 kB (/uk/assets/header-island-e.js)',
      'site-uk: island chat has no budget: add one to budgetsKb.island in tools/budgets/budgets.ts',
      'site-uk: expected React DOM in exactly one script the islands load, found 0',
    ]);
  });
});
