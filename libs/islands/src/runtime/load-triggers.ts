import { activityEvents } from './visitor-events.ts';

/**
 * How far ahead of the viewport a `near` island loads: a screen below (and
 * above) it, so it has hydrated before a visitor scrolling at an ordinary
 * pace reaches it.
 */
const nearMargin = '100% 0px';

let active = false;
let waiting: (() => void)[] = [];

const onActivity = () => {
  active = true;
  for (const type of activityEvents) removeEventListener(type, onActivity, { capture: true });
  const ready = waiting;
  waiting = [];
  for (const callback of ready) callback();
};

/** The visitor was active before the runtime arrived (the inline script saw it). */
export function noteVisitorActive(): void {
  if (!active) onActivity();
}

/**
 * Calls `then` once the visitor has done anything at all on the page (moved
 * the pointer, touched, scrolled, pressed a key): at once if they have. Until
 * then no island's code loads, so a page opened and read (or measured by a
 * tool that never touches it) runs the island runtime alone, even when a form
 * is in its first screen; the form's code starts as the visitor's hand moves.
 */
export function whenVisitorActive(then: () => void): void {
  if (active) {
    then();
    return;
  }
  if (waiting.length === 0) {
    for (const type of activityEvents) addEventListener(type, onActivity, { capture: true, passive: true });
  }
  waiting.push(then);
}

/** Calls `then` once the page has loaded and the browser has nothing more urgent to do. */
export function whenIdle(then: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 3_000 }) : setTimeout(then, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Calls `then` once `element` is within `nearMargin` of the viewport and the
 * visitor is active. The island's element has no box of its own
 * (`display: contents`), so its children are what is watched.
 */
export function whenNear(element: Element, then: () => void): void {
  whenVisitorActive(() => {
    if (typeof IntersectionObserver === 'undefined') {
      then();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        then();
      },
      { rootMargin: nearMargin },
    );
    for (const child of element.children) observer.observe(child);
  });
}
