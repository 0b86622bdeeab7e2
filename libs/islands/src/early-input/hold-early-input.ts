import type { EarlyInput } from '../runtime/visitor-events.ts';

export interface EarlyInputOptions {
  /** The URL of the island runtime (the site's entry module). */
  runtime: string;
  /** The element that marks an island. */
  islandTag: string;
  /** The use events it holds: the runtime's, but for submissions (see below). */
  heldEvents: readonly string[];
  activityEvents: readonly string[];
  /** The `window` property the runtime takes the held input from. */
  handoff: string;
}

/**
 * The page's one inline script, in its head: it imports the island runtime
 * once the page has loaded and been painted, and until the runtime has taken over it
 * holds what a visitor does in an island (presses, keys, focus), so a press
 * in the first moments still takes effect once the island has hydrated.
 *
 * A submission is not held: before the runtime has arrived, the browser posts
 * the form itself (every sending form is a real form the API accepts as a
 * form post), so a lead never waits on a script that may never come, and no
 * timer decides its fate.
 *
 * Why the runtime is imported after the load and the first contentful paint
 * rather than named by a module tag: nothing needs it before the page is seen
 * (islands wait for idle time, nearness or a first use, and without any
 * script every link, header group and form works as HTML), and Lighthouse's
 * simulation counts every request that finished before the observed LCP into
 * the LCP. A module tag cost each page ~0.3 s of simulated LCP at 4x; an
 * import one frame after the first paint still raced the page's own images
 * (docs/performance.md). Held input loses nothing by the wait.
 *
 * It must stay self-contained: its source text is what the page carries
 * (serialised and minified by tools/prerender/early-input-script.ts), so it
 * uses nothing from outside its own body but its options.
 */
export function holdEarlyInput(options: EarlyInputOptions): void {
  const { runtime, islandTag, heldEvents, activityEvents, handoff } = options;
  // A type in both lists is listened to once: the browser ignores a second identical listener.
  const types = [...heldEvents, ...activityEvents];
  const held: Event[] = [];
  let active = false;

  const hold = (event: Event) => {
    if (activityEvents.includes(event.type)) active = true;
    const target = event.target;
    if (heldEvents.includes(event.type) && target instanceof Element && target.closest(islandTag)) {
      held.push(event);
    }
  };
  // Nothing is ever stopped, so every listener is passive and none holds up scrolling.
  for (const type of types) addEventListener(type, hold, { capture: true, passive: true });
  const stopHolding = (): EarlyInput => {
    for (const type of types) removeEventListener(type, hold, { capture: true });
    return { events: held.splice(0), active };
  };
  (window as unknown as Record<string, () => EarlyInput>)[handoff] = stopHolding;

  // Without the runtime the page stays what it is without scripts, which
  // already answered every press the visitor made.
  let waitingFor = 2; // the load event and the first contentful paint, each reported once
  const ready = () => {
    waitingFor -= 1;
    if (waitingFor === 0) import(/* @vite-ignore */ runtime).catch(stopHolding);
  };
  // It runs in the head, while the page is still loading. (Every byte here
  // is in every page, under a 1 kB budget: hence no `once`, no disconnect.)
  addEventListener('load', ready);
  // A browser that reports no paint entries is taken to have painted by its load.
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return ready();
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) ready();
  }).observe({ type: 'paint', buffered: true });
}
