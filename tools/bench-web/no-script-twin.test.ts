import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutScripts, writeNoScriptTwin } from './no-script-twin.ts';

const jsonLd = '<script type="application/ld+json">{"@type":"Organization","name":"A <b> agency"}</script>';
const page = [
  '<!doctype html><html><head><meta charset="utf-8"><title>Home</title>',
  '<link rel="modulepreload" crossorigin href="/assets/define-island-a.js">',
  '<style>.a{color:red}</style>',
  jsonLd,
  '</head><body><agency-island data-island="header" data-props="{}"><nav>Menu</nav></agency-island>',
  '<noscript><p>Forms send without scripts too.</p></noscript>',
  '<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script>',
  "<script>console.log('inline')</script>",
  '<script type="module" crossorigin src="/assets/index-b.js"></script>',
  '<SCRIPT type=module src=/assets/other.js></SCRIPT>',
  '</body></html>',
].join('\n');

describe("a page's no-script twin", () => {
  it('drops every script and module preload, keeps JSON-LD and shows <noscript>, the rest byte for byte', () => {
    expect(withoutScripts(page)).toBe(
      [
        '<!doctype html><html><head><meta charset="utf-8"><title>Home</title>',
        '',
        '<style>.a{color:red}</style>',
        jsonLd,
        '</head><body><agency-island data-island="header" data-props="{}"><nav>Menu</nav></agency-island>',
        '<p>Forms send without scripts too.</p>',
        '',
        '',
        '',
        '',
        '</body></html>',
      ].join('\n'),
    );
  });

  it('refuses to hand back a page that would still run a script', () => {
    // A script the removal does not recognise (never closed): better to stop than to measure it.
    expect(() => withoutScripts('<p>a</p><script type="module" src="/x.js">')).toThrow(
      'a script is left in the no-script twin',
    );
  });

  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the twin of a built site: pages without scripts compressed anew, no JavaScript, the rest copied', async () => {
    dir = mkdtempSync(join(tmpdir(), 'twin-'));
    const site = join(dir, 'dist');
    mkdirSync(join(site, 'assets'), { recursive: true });
    mkdirSync(join(site, 'images'), { recursive: true });
    writeFileSync(join(site, 'index.html'), page);
    writeFileSync(join(site, 'index.html.gz'), 'stale');
    writeFileSync(join(site, 'assets/index-b.js'), 'export {}');
    writeFileSync(join(site, 'assets/index-b.js.gz'), 'x');
    writeFileSync(
      join(site, 'images/logo.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(500)}</svg>`,
    );

    const twin = join(dir, 'twin');
    await writeNoScriptTwin(site, twin);
    const html = readFileSync(join(twin, 'index.html'), 'utf8');
    expect(html).toBe(withoutScripts(page));
    expect(gunzipSync(readFileSync(join(twin, 'index.html.gz'))).toString('utf8')).toBe(html);
    expect(existsSync(join(twin, 'index.html.br'))).toBe(true);
    expect(existsSync(join(twin, 'assets/index-b.js'))).toBe(false);
    expect(existsSync(join(twin, 'assets/index-b.js.gz'))).toBe(false);
    expect(existsSync(join(twin, 'images/logo.svg'))).toBe(true);
    // The built site itself is left as it was.
    expect(readFileSync(join(site, 'index.html'), 'utf8')).toBe(page);
  });
});
