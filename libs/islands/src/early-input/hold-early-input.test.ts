import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands } from '../runtime/start-islands.ts';
import { takeEarlyInput } from '../runtime/take-early-input.ts';
import { fixtureIsland, island, page, settle } from '../test-support/island-fixtures.ts';
import { earlyInputOptions, holdEarlyInput } from './index.ts';

/**
 * A browser that reports paint entries, with its first contentful paint run
 * when the test says (the import of the runtime waits for it and for the load).
 */
function firstPaint() {
  const observers: PerformanceObserverCallback[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PerformanceObserverCallback) {
      observers.push(callback);
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  const entries = (name: string) =>
    ({
      getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
    }) as unknown as PerformanceObserverEntryList;
  return () => {
    for (const name of ['first-paint', 'first-contentful-paint']) {
      for (const callback of [...observers]) callback(entries(name), {} as PerformanceObserver);
    }
  };
}

/** The page's load event, which the inline script (run in the head, before it) waits for. */
const load = () => window.dispatchEvent(new Event('load'));

let runtimes = 0;
/** A runtime that counts how often it was imported: a module of its own per test (modules are cached by URL). */
function countingRuntime() {
  const counter = `runtimeImports${++runtimes}`;
  return {
    url: `data:text/javascript,globalThis.${counter}=(globalThis.${counter}??0)+1`,
    imports: () => (globalThis as unknown as Record<string, number | undefined>)[counter] ?? 0,
  };
}

/** After `before` the runtime has not been imported; after `after`, once. */
async function expectImportOnlyAfter(
  runtime: ReturnType<typeof countingRuntime>,
  before: () => void,
  after: () => void,
) {
  before();
  await importsSettled();
  expect(runtime.imports()).toBe(0);
  after();
  await vi.waitFor(() => expect(runtime.imports()).toBe(1));
}

/** Lets an import already started finish first: one more import, through the same loader, awaited. */
async function importsSettled() {
  await settle();
  await import(/* @vite-ignore */ `data:text/javascript,export default ${++runtimes}`);
}

afterEach(() => {
  takeEarlyInput();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('holdEarlyInput, the inline script before the runtime', () => {
  it('holds a press made in an island before the runtime arrives; the runtime then acts on it', async () => {
    firstPaint();
    page(
      island('menu', {}, '<button type="button">IT Services</button>') +
        '<button type="button" id="outside">Not an island</button>',
    );
    holdEarlyInput(earlyInputOptions('/assets/index-never-fetched.js'));
    document.querySelector<HTMLButtonElement>('agency-island button')!.click();
    document.querySelector<HTMLButtonElement>('#outside')!.click();

    const { seen, module } = fixtureIsland();
    startIslands({ menu: { load: 'interaction', module: () => Promise.resolve(module) } });
    await vi.waitFor(() => expect(seen.presses).toBe(1));
    // The runtime took over: the inline script holds nothing more.
    document.querySelector<HTMLButtonElement>('agency-island button')!.click();
    expect(takeEarlyInput().events).toEqual([]);
  });

  it('leaves a submission before the runtime to the browser, which posts the form itself', () => {
    firstPaint();
    page(island('form', {}, '<form method="post" action="/api/contact/query"><button>Send</button></form>'));
    holdEarlyInput(earlyInputOptions('/assets/index-never-fetched.js'));
    const form = document.querySelector('form')!;
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: form.querySelector('button'),
    });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(takeEarlyInput().events.map((event) => event.type)).not.toContain('submit');
  });

  it('tells the runtime the visitor was active, so a near island loads without waiting for more', async () => {
    vi.resetModules();
    const fresh = await import('../runtime/start-islands.ts');
    firstPaint();
    page(island('form', {}, '<form><button>Send</button></form>'));
    holdEarlyInput(earlyInputOptions('/assets/index-never-fetched.js'));
    window.dispatchEvent(new Event('scroll'));

    const { seen, module } = fixtureIsland();
    fresh.startIslands({ form: { load: 'near', module: () => Promise.resolve(module) } });
    await vi.waitFor(() => expect(seen.hydrated).toEqual([{}]));
  });

  it.each([
    ['the load, then the first contentful paint', 'load', 'paint'],
    ['the first contentful paint, then the load', 'paint', 'load'],
  ] as const)('imports the runtime only once it has had both: %s', async (_, first, second) => {
    const events = { paint: firstPaint(), load };
    const runtime = countingRuntime();
    holdEarlyInput(earlyInputOptions(runtime.url));
    await expectImportOnlyAfter(runtime, events[first], events[second]);
  });

  it('imports the runtime on the load alone where the browser reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['navigation', 'resource'] });
    const runtime = countingRuntime();
    holdEarlyInput(earlyInputOptions(runtime.url));
    await expectImportOnlyAfter(runtime, () => {}, load);
  });

  it('stops holding when the runtime cannot be imported', async () => {
    const paint = firstPaint();
    const removed = vi.spyOn(window, 'removeEventListener');
    page(island('menu', {}, '<button type="button">IT Services</button>'));
    holdEarlyInput(earlyInputOptions('/assets/no-such-runtime.js'));
    document.querySelector<HTMLButtonElement>('agency-island button')!.click();
    load();
    paint();
    await vi.waitFor(() =>
      expect(removed).toHaveBeenCalledWith('click', expect.any(Function), { capture: true }),
    );
    // What it held is dropped (the page's HTML answered that press), and it holds nothing more.
    document.querySelector<HTMLButtonElement>('agency-island button')!.click();
    expect(takeEarlyInput().events).toEqual([]);
  });
});
