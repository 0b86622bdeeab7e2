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
    <link rel="modulepreload" crossorigin href="/assets/react-dom-client-D2k_ls-q.js">
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
      preload: [
        '/assets/careers-page-1.js',
        '/assets/shared-2.js',
        '/assets/routes-4.js',
        '/assets/react-dom-client-D2k_ls-q.js',
      ],
      first: ['/assets/react-dom-client-D2k_ls-q.js'],
    });
    expect(html).toContain(`<script>${appScriptsLoader}</script>\n  </body>`);
  });

  it('refuses a page without exactly one entry script', () => {
    expect(() => deferAppScripts('<html><body></body></html>')).toThrow('expected one entry script, found 0');
  });

  it('refuses a page whose preloads lack the chunk evaluated first', () => {
    const withoutReactDom = page.replace(/.*react-dom-client.*\n/, '');
    expect(() => deferAppScripts(withoutReactDom)).toThrow(
      'expected one react-dom-client chunk among the preloads, found 0',
    );
  });

  /**
   * Runs the loader with import() swapped for a recorder (import() cannot be
   * passed in) and the browser's frame and timer callbacks for queues that the
   * test drains, recording what each task does: the preloads it issues and
   * the chunks it imports.
   */
  async function runLoader({
    first,
    failing = [],
    preload = ['/a.js', '/b.js'],
  }: {
    first: string[];
    failing?: string[];
    preload?: string[];
  }) {
    const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
    const tasks: string[][] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      getElementById: () => ({ textContent: JSON.stringify({ entry: '/e.js', preload, first }) }),
      createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
      head: {
        append: (link: (typeof appended)[number]) => {
          appended.push(link);
          tasks.at(-1)!.push(`preload ${link.href}`);
        },
      },
    };
    const source = appScriptsLoader.replaceAll('import(', '__import(');
    new Function('document', 'requestAnimationFrame', 'setTimeout', '__import', 'addEventListener', source)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (href: string) => {
        tasks.at(-1)!.push(`import ${href}`);
        return failing.includes(href) ? Promise.reject(new Error('offline')) : Promise.resolve({});
      },
      () => {},
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    tasks.push([]);
    frames.splice(0).forEach((callback) => callback());
    await settle();
    // The fallback timer of one second is queued too; it must not start twice.
    while (timers.length > 0) {
      tasks.push([]);
      timers.shift()!();
      await settle();
    }
    const imports = tasks
      .map((task) => task.filter((step) => step.startsWith('import ')).map((step) => step.slice(7)))
      .filter((task) => task.length > 0);
    return { appended, imports, tasks: tasks.filter((task) => task.length > 0) };
  }

  it('after a frame, preloads everything, then imports each first chunk and the entry in tasks of their own, once', async () => {
    const { appended, imports } = await runLoader({ first: ['/react-dom.js'] });
    expect(appended.map((link) => [link.rel, link.crossOrigin, link.href])).toEqual([
      ['modulepreload', '', '/a.js'],
      ['modulepreload', '', '/b.js'],
    ]);
    expect(imports).toEqual([['/react-dom.js'], ['/e.js']]);
  });

  it('issues at most four preloads a task, starting the first chunk with the first four', async () => {
    const preload = Array.from({ length: 9 }, (_, index) => `/chunk-${index}.js`);
    const { appended, tasks } = await runLoader({ first: ['/react-dom.js'], preload });
    expect(appended.map((link) => link.href)).toEqual(preload);
    expect(tasks[0]).toEqual([
      ...preload.slice(0, 4).map((href) => `preload ${href}`),
      'import /react-dom.js',
    ]);
    const preloadsPerTask = tasks.map((task) => task.filter((step) => step.startsWith('preload ')).length);
    expect(preloadsPerTask.filter((count) => count > 0)).toEqual([4, 4, 1]);
  });

  it('keeps the last script-only button pressed until React takes over, and nothing after', () => {
    class Element {
      constructor(private readonly button: object | null) {}
      closest(selector: string) {
        return selector === 'button[type="button"]' ? this.button : null;
      }
    }
    const listeners = new Map<string, (event: object) => void>();
    const window: { heldClick?: object | null } = {};
    // The scripts never start: no frame or timer callback runs.
    new Function(
      'window',
      'Element',
      'addEventListener',
      'requestAnimationFrame',
      'setTimeout',
      appScriptsLoader,
    )(
      window,
      Element,
      (type: string, listener: (event: object) => void) => listeners.set(type, listener),
      () => {},
      () => {},
    );
    const click = listeners.get('click')!;
    const menu = { name: 'IT Services' };
    const country = { name: 'Country: IN' };

    click({ target: new Element(menu) });
    click({ target: new Element(null) }); // a link or the page: nothing to keep
    expect(window.heldClick).toBe(menu);
    click({ target: new Element(country) });
    expect(window.heldClick).toBe(country);

    window.heldClick = null; // hydrateSite: React listens from here on
    click({ target: new Element(menu) });
    expect(window.heldClick).toBeNull();
  });

  it('still imports the entry when a first chunk fails to load', async () => {
    const { imports } = await runLoader({ first: ['/react-dom.js'], failing: ['/react-dom.js'] });
    // Nothing was evaluated, so nothing waits for another task.
    expect(imports).toEqual([['/react-dom.js', '/e.js']]);
  });
});
