import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetLines, failureMessages, formatTable } from './budgets.ts';
import { formsLibraryMarker, gzipSize, measureSite, type Manifest } from './measure.ts';

// Random bytes do not compress: a file of n of them is about n bytes gzipped.
const incompressible = (bytes: number) => randomBytes(bytes);

function writeSite(files: Record<string, string | Buffer>, manifest: Manifest): string {
  const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  for (const [file, content] of Object.entries({
    ...files,
    '.vite/manifest.json': JSON.stringify(manifest),
  })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

const manifest: Manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_shared.js', '_forms-dep.js'] },
  '_forms-dep.js': { file: 'assets/forms-dep.js' },
  // The forms themselves, loaded after the libraries (libs/forms/src/index.ts).
  '../../libs/forms/src/forms-code.ts': {
    file: 'assets/forms-code.js',
    src: '../../libs/forms/src/forms-code.ts',
    isDynamicEntry: true,
    imports: ['_forms.js', '_shared.js'],
  },
  '_section.js': { file: 'assets/section.js', imports: ['_shared.js'] },
  'src/pages/contact-page.tsx': {
    file: 'assets/contact.js',
    src: 'src/pages/contact-page.tsx',
    imports: ['index.html', '_forms.js', '_section.js', '_shared.js'],
  },
  'src/pages/blog-page.tsx': {
    file: 'assets/blog.js',
    src: 'src/pages/blog-page.tsx',
    imports: ['index.html'],
  },
};

describe('size budgets', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const files = (entry: Buffer | string) => ({
    'assets/entry.js': entry,
    'assets/shared.js': 'export const shared = 1;',
    'assets/forms.js': `throw Error("${formsLibraryMarker}, use QueryClientProvider")`,
    'assets/forms-dep.js': 'export const zod = 1;',
    'assets/forms-code.js': 'import "./forms.js"; export const ContactForm = 1;',
    'assets/section.js': 'export const section = 1;',
    'assets/contact.js': 'import "./forms.js"; import "./section.js";',
    'assets/blog.js': 'export default 1;',
    'index.html': '<!doctype html><style>.a{color:red}</style><div id="root"></div>',
    'services/seo.html': '<!doctype html><h1>SEO</h1>',
  });

  it('counts the entry with its static imports, the forms with their libraries on their own, and each page without either', () => {
    dir = writeSite(files('export const entry = 1;'), manifest);
    const figures = measureSite(dir);
    expect(figures.problems).toEqual([]);
    expect(figures.entry.files).toEqual(['assets/entry.js', 'assets/shared.js']);
    expect(figures.entry.gzipBytes).toBe(
      gzipSize('export const entry = 1;') + gzipSize('export const shared = 1;'),
    );
    expect(figures.formsLibrary?.files).toEqual([
      'assets/forms.js',
      'assets/forms-dep.js',
      'assets/forms-code.js',
    ]);
    expect(figures.pages).toEqual([
      { page: 'blog', files: ['assets/blog.js'], gzipBytes: gzipSize('export default 1;') },
      {
        page: 'contact',
        files: ['assets/contact.js', 'assets/section.js'],
        gzipBytes:
          gzipSize('import "./forms.js"; import "./section.js";') + gzipSize('export const section = 1;'),
      },
    ]);
    expect(figures.html.map((h) => h.file)).toEqual(['index.html', 'services/seo.html']);
    expect(failureMessages(budgetLines('site-in', figures))).toEqual([]);
  });

  it('fails an entry over 90 kB with a message naming the figure and its files', () => {
    dir = writeSite(files(incompressible(95_000)), manifest);
    const lines = budgetLines('site-in', measureSite(dir));
    const messages = failureMessages(lines);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^site-in: entry JS \(entry \+ static imports\) is 9\d\.\d kB gzip, over its 90 kB budget by \d\.\d kB \(assets\/entry\.js assets\/shared\.js\)$/,
    );
    expect(formatTable(lines)).toMatch(/entry JS .* 9\d\.\d kB\s+<= 90 kB\s+OVER/);
  });

  it('fails a page chunk over 10 kB and HTML over 30 kB, but not the forms library under 55 kB', () => {
    dir = writeSite(
      {
        ...files('export const entry = 1;'),
        'assets/section.js': incompressible(11_000),
        'assets/forms-dep.js': incompressible(50_000),
        'services/seo.html': incompressible(31_000),
      },
      manifest,
    );
    const messages = failureMessages(budgetLines('site-uk', measureSite(dir)));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^site-uk: page chunk contact is 11\.\d kB gzip, over its 10 kB budget/);
    expect(messages[1]).toMatch(
      /^site-uk: HTML services\/seo\.html is 31\.\d kB gzip, over its 30 kB budget/,
    );
  });

  it('reports the forms library landing in the entry, where every page would load it', () => {
    dir = writeSite({ ...files(`"${formsLibraryMarker}"`) }, manifest);
    expect(measureSite(dir).problems).toEqual([
      'TanStack Query (the forms library) is in the entry closure: every page would load it',
    ]);
  });
});
