import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandDefinition, IslandModule } from '../island-definition.ts';
import { fixtureIsland, island, page, settle } from '../test-support/island-fixtures.ts';
import { startIslands } from './start-islands.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('startIslands', () => {
  it('loads an interaction island only when used, and presses again the button pressed before it hydrated', async () => {
    const { seen, module } = fixtureIsland();
    const load = vi.fn(() => Promise.resolve(module));
    page(island('menu', { open: 'it' }, '<button type="button">IT Services</button>'));
    startIslands({ menu: { load: 'interaction', module: load } });
    await settle();
    expect(load).not.toHaveBeenCalled();

    document.querySelector('button')!.click();
    await vi.waitFor(() => expect(seen.presses).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.hydrated).toEqual([{ open: 'it' }]);
    expect(document.querySelector('agency-island')).toHaveAttribute('data-island-state', 'hydrated');

    // Hydrated: the runtime stands aside, the island's own handler acts once per press.
    document.querySelector('button')!.click();
    expect(seen.presses).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a press the visitor has moved on from (Tab, or focus elsewhere) before the island hydrated', async () => {
    const { seen, module } = fixtureIsland();
    let arrive!: (value: typeof module) => void;
    const code = new Promise<typeof module>((resolve) => (arrive = resolve));
    page(island('menu', {}, '<button type="button">IT Services</button><a href="/next">Next</a>'));
    startIslands({ menu: { load: 'interaction', module: () => code } });
    document.querySelector('button')!.click();
    document
      .querySelector('button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    arrive(module);
    await vi.waitFor(() => expect(seen.hydrated).toHaveLength(1));
    await settle();
    expect(seen.presses).toBe(0);
  });

  it('holds a form sent before its island hydrated, then sends it with the same button', async () => {
    const { seen, module } = fixtureIsland();
    page(
      island(
        'form',
        {},
        '<form method="post" action="/api/contact/query"><input name="name"><button name="go" value="save">Send</button></form>',
      ),
    );
    startIslands({ form: { load: 'interaction', module: () => Promise.resolve(module) } });
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: document.querySelector('button'),
    });
    document.querySelector('form')!.dispatchEvent(submit);
    // The browser's own post is stopped: the form's own handler will send it.
    expect(submit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(seen.submits).toEqual(['save']));
  });

  it("lets the browser post a held form itself when the island's code cannot load", async () => {
    page(island('form', {}, '<form method="post" action="/api/contact/query"><button>Send</button></form>'));
    const form = document.querySelector('form')!;
    const posted: boolean[] = [];
    // The second submit event is the one the browser would now carry out: record whether it was stopped.
    form.addEventListener('submit', (event) => queueMicrotask(() => posted.push(!event.defaultPrevented)));
    startIslands({ form: { load: 'near', module: () => Promise.reject(new Error('offline')) } });
    // While it waits, the browser's own checks would stop a submission before the runtime saw it.
    expect(form.noValidate).toBe(true);
    const first = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(posted).toEqual([false, true]));
    expect(document.querySelector('agency-island')).toHaveAttribute('data-island-state', 'failed');
    // Posted by the browser: its own checks of required fields are back on.
    expect(form.noValidate).toBe(false);
  });

  it('loads a near island only once the visitor is active, even when it is in view', async () => {
    vi.resetModules();
    const fresh = await import('./start-islands.ts');
    const { seen, module } = fixtureIsland();
    page(island('form', {}, '<form><button>Send</button></form>'));
    fresh.startIslands({ form: { load: 'near', module: () => Promise.resolve(module) } });
    await settle();
    expect(seen.hydrated).toEqual([]);
    window.dispatchEvent(new Event('pointermove'));
    await vi.waitFor(() => expect(seen.hydrated).toEqual([{}]));
  });

  it('never loads an island whose `when` says it is not needed on this visit', async () => {
    const load = vi.fn(() => Promise.resolve(fixtureIsland().module as IslandModule<{ region: string }>));
    const definition: IslandDefinition<{ region: string }> = {
      load: 'idle',
      module: load,
      when: ({ region }) => region === 'uk',
    };
    page(island('banner', { region: 'in' }, ''));
    startIslands({ banner: definition });
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads an idle island once the page has loaded and the browser is idle', async () => {
    const { seen, module } = fixtureIsland();
    page(island('banner', { region: 'uk' }, ''));
    startIslands({ banner: { load: 'idle', module: () => Promise.resolve(module) } });
    await vi.waitFor(() => expect(seen.hydrated).toEqual([{ region: 'uk' }]), { timeout: 2_000 });
  });

  it('says so when the HTML names an island the registry does not have', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(island('mystery', {}, ''));
    startIslands({});
    expect(error).toHaveBeenCalledWith('No island is registered as "mystery"');
  });
});
