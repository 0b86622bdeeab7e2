/** One interaction as Event Timing reports it: its longest event. */
export interface Interaction {
  /** The longest event of the interaction ('pointerup', 'keydown', 'click'...). */
  name: string;
  /** From the event's time to the next paint after its handlers, in ms (rounded to 8 ms by the browser). */
  duration: number;
}

/** One press of a header control, timed in the page. */
export interface Press {
  /** What was pressed (its text). */
  label: string;
  /** From the press (pointerdown's event time) to the first change that says "open", in ms; undefined if none came. */
  openMs: number | undefined;
}

/** What the page recorded during a flow. */
export interface FlowTiming {
  interactions: Interaction[];
  presses: Press[];
  /** First contentful paint and the last largest contentful paint before the first input, ms from navigation. */
  fcpMs: number | undefined;
  lcpMs: number | undefined;
}

/**
 * Installed in the page before any of its own scripts (Playwright's init
 * script), so it sees everything:
 * - the first contentful paint and the largest contentful paint (the last
 *   candidate: the browser stops reporting at the first input);
 * - Event Timing entries (`event`, at the 16 ms threshold the API allows, and
 *   `first-input`), kept per interaction by its longest event, as INP counts;
 * - each press (pointerdown), and the first change after it that says "open"
 *   to a screen reader: `aria-expanded="true"`, a `<details>` or `<dialog>`
 *   getting `open`, or a popover about to show (`beforetoggle`, which the
 *   browser fires as it shows it, before the task ends).
 * Self-contained: it is serialised into the page.
 */
export function recordInPage(): void {
  const interactions = new Map<number, { name: string; duration: number }>();
  const record = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const known = interactions.get(entry.interactionId);
      if (!known || entry.duration > known.duration)
        interactions.set(entry.interactionId, { name: entry.name, duration: entry.duration });
    }
  };
  new PerformanceObserver(record).observe({ type: 'event', durationThreshold: 16, buffered: true } as never);
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });

  let lcp: number | undefined;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  const presses: { label: string; at: number; openedAt: number | undefined }[] = [];
  const opened = () => {
    const last = presses[presses.length - 1];
    if (last && last.openedAt === undefined) last.openedAt = performance.now();
  };
  addEventListener(
    'pointerdown',
    (event) =>
      presses.push({
        label: ((event.target as Element).closest('button, summary, a')?.textContent ?? '').trim(),
        at: event.timeStamp,
        openedAt: undefined,
      }),
    true,
  );
  addEventListener('beforetoggle', (event) => (event as ToggleEvent).newState === 'open' && opened(), true);
  new MutationObserver((records) => {
    for (const { target, attributeName } of records) {
      const element = target as Element;
      if (
        attributeName === 'aria-expanded'
          ? element.getAttribute(attributeName) === 'true'
          : element.hasAttribute('open')
      )
        opened();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded', 'open'] });

  (window as unknown as { readFlowTiming: () => unknown }).readFlowTiming = () => ({
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    lcpMs: lcp,
    interactions: [...interactions.values()],
    presses: presses.map(({ label, at, openedAt }) => ({
      label,
      openMs: openedAt === undefined ? undefined : openedAt - at,
    })),
  });
}

/**
 * INP as browsers report it: the longest interaction, leaving out one of the
 * longest for every 50 interactions. 0 when no interaction took
 * 16 ms or more (none was reported).
 */
export function interactionToNextPaint(interactions: readonly Interaction[]): number {
  const longest = interactions.map((interaction) => interaction.duration).sort((a, b) => b - a);
  return longest[Math.min(longest.length - 1, Math.floor(longest.length / 50))] ?? 0;
}
