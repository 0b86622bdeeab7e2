import { describe, expect, it } from 'vitest';
import { appScriptsLoader, deferAppScripts } from './deferred-scripts.ts';

const page = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Careers</title>
    <link rel="modulepreload" crossorigin href="/assets/careers-page-1.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-2.js">
    <script type="module" crossorigin src="/assets/index-3.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-2.js">
    <link rel="modulepreload" crossorigin href="/assets/routes-4.js">
  </head>
  <body>
    <div id="root"><h1>Careers</h1></div>
  </body>
</html>`;

describe('deferAppScripts', () => {
  it('leaves no script or preload in the head, and lists them once for the loader at the end of the body', () => {
    const html = deferAppScripts(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<div id="root"><h1>Careers</h1></div>');
    const data = /<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({
      entry: '/assets/index-3.js',
      preload: ['/assets/careers-page-1.js', '/assets/shared-2.js', '/assets/routes-4.js'],
    });
    expect(html).toContain(`<script>${appScriptsLoader}</script>\n  </body>`);
  });

  it('refuses a page without exactly one entry script', () => {
    expect(() => deferAppScripts('<html><body></body></html>')).toThrow('expected one entry script, found 0');
  });

  it('starts the preloads and the entry after a frame, once', async () => {
    const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      getElementById: () => ({
        textContent: JSON.stringify({ entry: '/e.js', preload: ['/a.js', '/b.js'] }),
      }),
      createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    };
    // The loader uses import(), which cannot be passed in: evaluate it with
    // import() swapped for a recorder, and the browser's timers for queues.
    const source = appScriptsLoader.replace('import(entry)', '__import(entry)');
    new Function('document', 'requestAnimationFrame', 'setTimeout', '__import', source)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (entry: string) => imported.push(entry),
    );
    expect(imported).toEqual([]);
    frames.forEach((callback) => callback());
    timers.forEach((callback) => callback());
    expect(appended.map((link) => [link.rel, link.crossOrigin, link.href])).toEqual([
      ['modulepreload', '', '/a.js'],
      ['modulepreload', '', '/b.js'],
    ]);
    expect(imported).toEqual(['/e.js']);
  });
});
