import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureIsland, island, page, settle } from '../test-support/island-fixtures.ts';
import { startIslands } from './start-islands.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const form = (button = '<button name="go" value="save">Send</button>') =>
  island(
    'form',
    { region: 'uk' },
    `<form method="post" action="/api/contact/query"><input name="name">${button}</form>`,
  );

const submit = (submitter?: Element | null) => {
  const event = new SubmitEvent('submit', {
    bubbles: true,
    cancelable: true,
    submitter: submitter as HTMLElement,
  });
  document.querySelector('form')!.dispatchEvent(event);
  return event;
};

describe('startIslands', () => {
  it('loads nothing while a visitor is on the page and types, only when the form is sent', async () => {
    const { module } = fixtureIsland();
    const load = vi.fn(() => Promise.resolve(module));
    page(form());
    startIslands({ form: { module: load } });
    const input = document.querySelector('input')!;
    for (const type of ['pointerdown', 'focusin', 'keydown', 'input', 'click', 'scroll'])
      input.dispatchEvent(new Event(type, { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('agency-island')).not.toHaveAttribute('data-island-state');
  });

  it('holds the form sent before its code came, says it is busy, then sends it again with the same button', async () => {
    const { seen, module } = fixtureIsland();
    let arrive!: (value: typeof module) => void;
    const code = new Promise<typeof module>((resolve) => (arrive = resolve));
    page(form());
    startIslands({ form: { module: () => code } });
    const event = submit(document.querySelector('button'));
    // The browser's own post is stopped: the form's own handler will send it.
    expect(event.defaultPrevented).toBe(true);
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('agency-island')).toHaveAttribute('data-island-state', 'loading');
    arrive(module);
    await vi.waitFor(() => expect(seen.submits).toEqual(['save']));
    expect(seen.hydrated).toEqual([{ region: 'uk' }]);
    expect(document.querySelector('agency-island')).toHaveAttribute('data-island-state', 'hydrated');
    expect(document.querySelector('form')).not.toHaveAttribute('aria-busy');
  });

  it('asks for the code only once the busy form has been painted, so the press that sent it ends at once', async () => {
    const { module } = fixtureIsland();
    const load = vi.fn(() => Promise.resolve(module));
    page(form());
    startIslands({ form: { module: load } });
    submit(document.querySelector('button'));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('makes again, by click, the choices a hydration set back to its defaults, before the form is sent again', async () => {
    const { module } = fixtureIsland();
    const hydrate = module.island.hydrate.bind(module.island);
    const clicked: string[] = [];
    const chosenAtSend: string[] = [];
    module.island.hydrate = async (container, props) => {
      await hydrate(container, props);
      // As react-hook-form does to a form's radios when it registers them: back to the defaults.
      for (const input of container.querySelectorAll('input')) input.checked = input.defaultChecked;
      container.addEventListener('click', (event) => clicked.push((event.target as HTMLInputElement).value));
      container.querySelector('form')!.addEventListener('submit', (event) => {
        const chosen = new FormData(event.target as HTMLFormElement);
        chosenAtSend.push(`${chosen.get('position')} ${chosen.getAll('consent').join(',')}`);
      });
    };
    page(
      island(
        'form',
        {},
        `<form><input type="radio" name="position" value="SEO"><input type="radio" name="position" value="Web" checked>` +
          `<input type="checkbox" name="consent" value="keep"><input type="checkbox" name="consent" value="news" checked>` +
          '<button name="go" value="send">Send</button></form>',
      ),
    );
    startIslands({ form: { module: () => Promise.resolve(module) } });
    const [seo, , keep, news] = document.querySelectorAll('input');
    seo!.checked = true;
    keep!.checked = true;
    news!.checked = false;
    submit(document.querySelector('button'));
    await vi.waitFor(() => expect(chosenAtSend).toEqual(['SEO keep']));
    expect(clicked).toEqual(['SEO', 'keep', 'news']);
  });

  it('turns the browser’s own checks off while it waits, so a submission reaches it and the form shows its own messages', () => {
    page(form());
    startIslands({ form: { module: () => new Promise(() => {}) } });
    expect(document.querySelector('form')!.noValidate).toBe(true);
  });

  it("lets the browser post a held form itself when the island's code cannot load", async () => {
    page(form());
    const posted: boolean[] = [];
    // The second submit event is the one the browser would now carry out: record whether it was stopped.
    document
      .querySelector('form')!
      .addEventListener('submit', (event) => queueMicrotask(() => posted.push(!event.defaultPrevented)));
    startIslands({ form: { module: () => Promise.reject(new Error('offline')) } });
    expect(submit().defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(posted).toEqual([false, true]));
    expect(document.querySelector('agency-island')).toHaveAttribute('data-island-state', 'failed');
    // Posted by the browser: its own checks of required fields are back on.
    expect(document.querySelector('form')!.noValidate).toBe(false);
  });

  it('says so when the HTML names an island the registry does not have', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page(island('mystery', {}, ''));
    startIslands({});
    expect(error).toHaveBeenCalledWith('No island is registered as "mystery"');
  });
});
