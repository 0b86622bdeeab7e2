/**
 * How far ahead of the viewport a `near` island loads: a screen below (and
 * above) it, so it has hydrated before a visitor scrolling at an ordinary
 * pace reaches it.
 */
const nearMargin = '100% 0px';

/** Calls `then` once the page has loaded and the browser has nothing more urgent to do. */
export function whenIdle(then: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 3_000 }) : setTimeout(then, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Calls `then` once `element` comes within `nearMargin` of the viewport. The
 * island's element has no box of its own (`display: contents`), so its
 * children are what is watched.
 */
export function whenNear(element: Element, then: () => void): void {
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
}
