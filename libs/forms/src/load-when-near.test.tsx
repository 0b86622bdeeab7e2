import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenNear } from './load-when-near.tsx';

// jsdom has no IntersectionObserver: this one lets the test say when the
// markup comes near the viewport.
let observers: { callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, observer: this as unknown as IntersectionObserver });
  }
  observe() {}
  disconnect() {}
}
function comeNear() {
  for (const { callback, observer } of observers)
    callback([{ isIntersecting: true } as IntersectionObserverEntry], observer);
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** Flushes the import's promise chain and React's work on it. */
const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

let root: Root | undefined;
beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The prerendered HTML of a deferred Counter in the document, hydrated the way
 * the sites hydrate, with a wrapper of its own (a fresh page: nothing loaded).
 */
async function hydratedPage(importCounter: () => Promise<typeof Counter>) {
  const OnServer = loadWhenNear(async () => Counter);
  // renderToString cannot wait for code, so the server's copy is loaded first.
  await OnServer.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<OnServer label="Clicked" />);
  document.body.append(container);
  const InBrowser = loadWhenNear(importCounter);
  act(() => {
    root = hydrateRoot(container, <InBrowser label="Clicked" />);
  });
  await settle();
}

describe('loadWhenNear', () => {
  it('leaves the server HTML in place, unloaded, until the markup comes near; then hydrates it', async () => {
    const importCounter = vi.fn(async () => Counter);
    await hydratedPage(importCounter);
    expect(importCounter).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    fireEvent.click(button);
    expect(button).toHaveTextContent('Clicked 0');

    comeNear();
    await vi.waitFor(() => expect(importCounter).toHaveBeenCalledTimes(1));
    await settle();
    // The same element, now hydrated.
    expect(screen.getByRole('button')).toBe(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Clicked 1');
  });

  it('loads the code when the visitor focuses into the markup before it comes near', async () => {
    const importCounter = vi.fn(async () => Counter);
    await hydratedPage(importCounter);
    expect(importCounter).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByRole('button'));
    await vi.waitFor(() => expect(importCounter).toHaveBeenCalledTimes(1));
  });

  it('renders at once, without server HTML, when its code was loaded ahead (a navigation)', async () => {
    const Deferred = loadWhenNear(async () => Counter);
    await Deferred.load();
    render(<Deferred label="Ready" />);
    expect(screen.getByRole('button', { name: 'Ready 0' })).toBeInTheDocument();
  });

  it('tries a failed download again, later, until it loads', async () => {
    vi.useFakeTimers();
    const importCounter = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Counter);
    const Deferred = loadWhenNear(importCounter);
    render(<Deferred label="Loaded" />);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(importCounter).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(importCounter).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(importCounter).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Loaded 0' })).toBeInTheDocument();
  });
});
