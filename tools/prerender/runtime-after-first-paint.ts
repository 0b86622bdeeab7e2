// The built page's one module script: Vite writes the client entry (the
// island runtime and its registry) as this tag.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * Moves the fetch of the island runtime to just after the page's first paint:
 * an inline classic script imports the entry once a frame has been drawn
 * (`requestAnimationFrame`, then a task), instead of a module tag the browser
 * fetches while it parses.
 *
 * Why: nothing on a page needs the runtime before the page is seen (islands
 * wait for idle time, nearness or a first use, and without the runtime every
 * link, header group and form works as HTML), so the text and the priority
 * image get the connection first. Lighthouse's simulation agreed only once
 * the script came after the paint: it counts every request finished before
 * the observed LCP into the LCP, and on this 2-core host the first paint came
 * ~370 ms after navigation, after the 3.2 kB runtime had arrived, which cost
 * ~0.3 s of simulated LCP on every page (LCP 1.25-1.42 s at 4x against
 * 0.92-1.02 s for the same pages without scripts; docs/performance.md).
 *
 * The inline script is governed by the CSP like the speculation rules: the
 * server hashes every inline script of a page (inline-script-hashes.ts).
 */
export function loadRuntimeAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) {
    throw new Error(`a built page has one entry module script, this one has ${entries.length}`);
  }
  const src = JSON.stringify(entries[0]![1]);
  return html.replace(
    ENTRY_SCRIPT,
    () => `<script>requestAnimationFrame(()=>setTimeout(()=>import(${src})))</script>`,
  );
}
