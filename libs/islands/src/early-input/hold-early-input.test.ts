import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands } from '../runtime/start-islands.ts';
import { takeEarlyInput } from '../runtime/take-early-input.ts';
import { fixtureIsland, island, page, settle } from '../test-support/island-fixtures.ts';
import { earlyInputOptions, holdEarlyInput } from './index.ts';

/** The frame after the first paint, run when the test says (the import of the runtime waits for it). */
function nextFrame() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return () => frames.splice(0).forEach((callback) => callback(0));
}

afterEach(() => {
  takeEarlyInput();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('holdEarlyInput, the inline script before the runtime', () => {
  it('holds a press made in an island before the runtime arrives; the runtime then acts on it', async () => {
    nextFrame();
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
    nextFrame();
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
    nextFrame();
    page(island('form', {}, '<form><button>Send</button></form>'));
    holdEarlyInput(earlyInputOptions('/assets/index-never-fetched.js'));
    window.dispatchEvent(new Event('scroll'));

    const { seen, module } = fixtureIsland();
    fresh.startIslands({ form: { load: 'near', module: () => Promise.resolve(module) } });
    await vi.waitFor(() => expect(seen.hydrated).toEqual([{}]));
  });

  it('imports the runtime after the first paint, and stops holding if it cannot', async () => {
    const paint = nextFrame();
    const removed = vi.spyOn(window, 'removeEventListener');
    page(island('menu', {}, '<button type="button">IT Services</button>'));
    holdEarlyInput(earlyInputOptions('/assets/no-such-runtime.js'));
    document.querySelector<HTMLButtonElement>('agency-island button')!.click();
    await settle();
    expect(removed).not.toHaveBeenCalled();
    paint();
    await vi.waitFor(() =>
      expect(removed).toHaveBeenCalledWith('click', expect.any(Function), { capture: true }),
    );
    // What it held is dropped (the page's HTML answered that press), and it holds nothing more.
    document.querySelector<HTMLButtonElement>('agency-island button')!.click();
    expect(takeEarlyInput().events).toEqual([]);
  });
});
