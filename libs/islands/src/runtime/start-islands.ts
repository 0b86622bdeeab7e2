import {
  islandAttributes,
  islandTag,
  type IslandDefinition,
  type IslandRegistry,
} from '../island-definition.ts';
import { heldSubmit, type HeldSubmit } from './held-submit.ts';

/**
 * Puts the module preloads of the islands' code, which the build wrote in a
 * template, in the head once the page has loaded and the browser is idle: the
 * code is then fetched and compiled, not run, while the visitor reads and
 * types, and a form sent runs it at once instead of fetching it first. Never
 * before the page's own requests are done, so they do not share the network.
 */
function fetchIslandCodeWhenIdle() {
  const template = document.querySelector<HTMLTemplateElement>(`template[${islandAttributes.code}]`);
  if (!template) return;
  const fetch = () => document.head.append(template.content.cloneNode(true));
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(fetch) : setTimeout(fetch));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/**
 * Runs `run` once the browser has painted the frame it is about to paint (a
 * frame's callbacks, then a task after it), or after 100 ms in a tab that
 * paints no frames (hidden).
 */
function afterNextPaint(run: () => void) {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 100);
}

interface PendingIsland {
  element: HTMLElement;
  definition: IslandDefinition<object>;
  props: object;
  /** Set once its code was asked for. */
  started: boolean;
  held: HeldSubmit;
}

/**
 * The script a page with an island runs (the apps' main.ts). The islands are
 * the sending forms, and each is its prerendered HTML, a real form the visitor
 * types into as into any other, until it is sent: then its code loads, the
 * submission held meanwhile (held-submit.ts), and it hydrates and sends.
 * Nothing runs while a visitor types, so a keystroke costs what it costs
 * without scripts; docs/performance.md has the figures that chose this.
 *
 * A form sent before this script has run is posted by the browser, as
 * without scripts; the API answers such a post with a page that says how it
 * went. So does a form whose code fails to load.
 */
export function startIslands(registry: IslandRegistry, root: ParentNode = document): void {
  const pending = new Map<Element, PendingIsland>();

  const start = (island: PendingIsland) => {
    if (island.started) return;
    island.started = true;
    island.element.setAttribute(islandAttributes.state, 'loading');
    // The press that sent the form ends when the busy form is painted: the
    // island's code runs (a few hundred ms on a slow phone) only after that,
    // so the visitor sees the press answered at once.
    new Promise<void>((painted) => afterNextPaint(painted))
      .then(() => island.definition.module())
      .then(({ island: code }) => {
        // From here React answers what the visitor does itself.
        pending.delete(island.element);
        return code.hydrate(island.element, island.props);
      })
      .then(
        () => {
          island.element.setAttribute(islandAttributes.state, 'hydrated');
          island.held.replay();
        },
        () => {
          // Left as its HTML: the browser sends the form itself.
          pending.delete(island.element);
          island.element.setAttribute(islandAttributes.state, 'failed');
          island.held.releaseToBrowser();
        },
      );
  };

  for (const element of root.querySelectorAll<HTMLElement>(islandTag)) {
    const name = element.getAttribute(islandAttributes.name) ?? '';
    const definition = registry[name] as IslandDefinition<object> | undefined;
    if (!definition) {
      console.error(`No island is registered as "${name}"`);
      continue;
    }
    const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object;
    pending.set(element, { element, definition, props, started: false, held: heldSubmit(element) });
  }
  if (pending.size === 0) return;
  fetchIslandCodeWhenIdle();

  // Capturing on the document, before any handler of the page's own.
  document.addEventListener(
    'submit',
    (event) => {
      const element = (event.target as Element).closest(islandTag);
      const island = element && pending.get(element);
      if (!island) return;
      island.held.hold(event as SubmitEvent);
      start(island);
    },
    { capture: true },
  );
}
