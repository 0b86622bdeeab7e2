import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineIsland } from './define-island.tsx';
import { startIslands } from './runtime/start-islands.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function Broken(): never {
  throw new Error('a bug in the island');
}

function Counter({ start }: { start: number }) {
  return <output>{start}</output>;
}

describe('defineIsland', () => {
  it('hydrates the server HTML with the props it was rendered with, and says when it is done', async () => {
    document.body.innerHTML = '<agency-island><output>3</output></agency-island>';
    const container = document.querySelector('agency-island')!;
    await defineIsland(Counter).hydrate(container, { start: 3 });
    expect(container.innerHTML).toBe('<output>3</output>');
  });

  it('leaves an island that fails to render as its HTML, and lets the browser send a form held for it', async () => {
    document.body.innerHTML =
      '<agency-island data-island="broken" data-props="{}"><form method="post"><input name="name"><button>Send</button></form></agency-island>';
    const form = document.querySelector('form')!;
    form.querySelector('input')!.value = 'Typed before it broke';
    const posted: boolean[] = [];
    form.addEventListener('submit', (event) => queueMicrotask(() => posted.push(!event.defaultPrevented)));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    startIslands({
      broken: { module: () => Promise.resolve({ island: defineIsland(Broken) }) },
    });
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(posted).toEqual([false, true]));
    expect(document.querySelector('agency-island')).toHaveAttribute('data-island-state', 'failed');
    expect(document.querySelector('form')).toBe(form);
    expect(form.querySelector('input')).toHaveValue('Typed before it broke');
    consoleError.mockRestore();
  });
});
