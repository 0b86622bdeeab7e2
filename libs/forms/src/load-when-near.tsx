import { css } from '@emotion/react';
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { resolvedAtOnce } from '@agency/ui';

/** A component whose code loads when it nears the viewport; `load()` fetches it ahead. */
export type LoadedWhenNear<P extends object> = ComponentType<P> & {
  /** Loads the code now (a visitor navigating to its page); resolves once it can render at once. */
  load: () => Promise<unknown>;
};

/**
 * How far ahead of the viewport the code is fetched: a screen below (and
 * above) it, so it has loaded before a visitor scrolling at an ordinary pace
 * reaches it.
 */
const nearMargin = '100% 0px';

/** After a failed download, the next try waits this long, doubling up to `retryMaxMs`. */
const retryFirstMs = 1000;
const retryMaxMs = 30_000;

/** Events that mean a visitor is using the prerendered markup before its code has loaded. */
const useEvents = ['focusin', 'pointerdown', 'keydown', 'submit'] as const;

/**
 * Wraps a prerendered component whose code is heavy (the forms: react-hook-form,
 * zod, TanStack Query) so that the browser loads and evaluates it only when the
 * visitor comes near it, instead of with the page.
 *
 * - Prerender: the code loads at once and the component's HTML is written as usual.
 * - Hydration: the component suspends inside its own Suspense boundary, so
 *   React hydrates the rest of the page and leaves this part's server HTML on
 *   screen, as it is, until the code arrives; then it hydrates it. What a
 *   visitor typed meanwhile is kept (apps/site-e2e/src/forms/typed-before-hydration.spec.ts).
 * - The code is requested when the markup comes within a screen of the
 *   viewport, or the visitor focuses, taps, types or submits in it, whichever
 *   comes first. A submit made before then is stopped by the page loader
 *   (tools/prerender/deferred-scripts.ts) and made again, with the same
 *   button, once the form has hydrated: the visitor's click is not lost.
 * - Rendered with no server HTML (after navigating within the site, or the
 *   client-only build), it loads at once; navigation calls `load()` first, so
 *   the page appears whole.
 */
export function loadWhenNear<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
): LoadedWhenNear<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= importComponent().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may succeed on the next try (say, the network came back).
        loading = undefined;
        throw error;
      },
    ));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));

  const loadInTheEnd = (delayMs: number): Promise<ComponentType<P>> =>
    load().catch(
      () =>
        new Promise<ComponentType<P>>((resolve) =>
          setTimeout(() => resolve(loadInTheEnd(Math.min(delayMs * 2, retryMaxMs))), delayMs),
        ),
    );

  const Lazy = lazy(() => {
    if (loaded) return resolvedAtOnce({ default: loaded });
    // Prerender: load at once, and let a failure fail the build.
    const component =
      typeof document === 'undefined' ? load() : released.then(() => loadInTheEnd(retryFirstMs));
    return component.then((loadedComponent) => ({ default: loadedComponent }));
  });

  function LoadWhenNear(props: P) {
    const holder = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = holder.current;
      const markup = element?.firstElementChild;
      if (!element || !markup || typeof IntersectionObserver === 'undefined') {
        release();
        return;
      }
      // In use before the page had even hydrated.
      if (element.contains(document.activeElement) || heldSubmitIn(element)) release();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release();
        },
        { rootMargin: nearMargin },
      );
      observer.observe(markup);
      // On the document, capturing: while the markup waits for its code, React
      // stops these events at its root (to replay them after hydration), so
      // they never reach a listener on the markup itself.
      const inUse = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) release();
      };
      for (const type of useEvents) document.addEventListener(type, inUse, true);
      return () => {
        observer.disconnect();
        for (const type of useEvents) document.removeEventListener(type, inUse, true);
      };
    }, []);
    const sendHeldSubmit = useCallback(() => {
      const held = holder.current && heldSubmitIn(holder.current);
      if (!held) return;
      window.heldSubmit = undefined;
      const { form, submitter } = held;
      // requestSubmit throws for a submitter that is not one of the form's buttons.
      if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
    }, []);
    return (
      // `display: contents`: the holder adds no box, so the layout around the component is unchanged.
      <div
        ref={holder}
        css={css`
          display: contents;
        `}
      >
        <Suspense fallback={null}>
          <AfterCommit then={sendHeldSubmit}>{createElement(Lazy, props)}</AfterCommit>
        </Suspense>
      </div>
    );
  }
  return Object.assign(LoadWhenNear, { load });
}

declare global {
  interface Window {
    /**
     * The last form submission the page loader stopped because nothing had
     * handled it: the form was not hydrated yet (tools/prerender/deferred-scripts.ts).
     */
    heldSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

function heldSubmitIn(element: HTMLElement) {
  const held = window.heldSubmit;
  return held && element.contains(held.form) ? held : undefined;
}

/** Calls `then` once its children have committed: inside a Suspense boundary, once they have hydrated. */
function AfterCommit({ then, children }: { then: () => void; children: ReactNode }) {
  // A parent's effect runs after its children's: the form's own effects have run by then.
  useEffect(then, [then]);
  return children;
}
