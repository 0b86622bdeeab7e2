import {
  islandAttributes,
  islandTag,
  type IslandDefinition,
  type IslandRegistry,
} from '../island-definition.ts';
import { heldInput, type HeldInput } from './held-input.ts';
import { noteVisitorActive, whenIdle, whenNear } from './load-triggers.ts';
import { takeEarlyInput } from './take-early-input.ts';
import { useEvents } from './visitor-events.ts';

/** After a failed download the next try waits this long, doubling up to `retryMaxMs`. */
const retryFirstMs = 1_000;
const retryMaxMs = 30_000;

interface PendingIsland {
  element: HTMLElement;
  definition: IslandDefinition<object>;
  props: object;
  /** Set once its code was asked for. */
  started: boolean;
  /**
   * Set from the moment React is handed the island until it has hydrated or
   * failed. React takes every press and key in that window itself (it
   * hydrates at once to answer them), so the runtime records none of them:
   * one recorded too would be done twice, closing a menu React just opened.
   */
  handedToReact: boolean;
  held: HeldInput;
}

/**
 * The one script every page runs. It finds the islands the prerender marked
 * (`<agency-island data-island="name" data-props="{…}">`), and for each loads
 * its code and hydrates it when its load strategy says: once idle, when near
 * the viewport, or at first use. Nothing else of the page ever runs code.
 *
 * Until an island has hydrated, what a visitor does in it still counts:
 * - text typed into its fields stays (hydration keeps what is in the DOM);
 * - a form submitted is held (the browser's own submission stopped) and sent
 *   again, with the same button, once the island has hydrated, which then
 *   checks its fields with its own messages; should its code fail to load,
 *   the browser checks and posts the form itself, which the API accepts as a
 *   form post (no lead lost to a failed download). So that the submission
 *   reaches the runtime at all, the browser's own checking of the island's
 *   forms is turned off while the island waits, and back on if it gives up;
 * - the last script-only button pressed (`type="button"` without a native
 *   action such as `popovertarget`) is pressed again once it has hydrated.
 *
 * What a visitor did in an island before this runtime arrived (presses,
 * keys, focus), the page's inline script held (early-input/hold-early-input.ts):
 * it is taken over here and counts as if it had happened now. A form submitted
 * before then went the browser's way, as a form post.
 */
export function startIslands(registry: IslandRegistry, root: ParentNode = document): void {
  const early = takeEarlyInput();
  if (early.active) noteVisitorActive();
  const pending = new Map<Element, PendingIsland>();

  const start = (island: PendingIsland) => {
    if (island.started) return;
    island.started = true;
    island.element.setAttribute(islandAttributes.state, 'loading');
    const attempt = (delayMs: number) => {
      island.definition
        .module()
        .then(({ island: code }) => {
          island.handedToReact = true;
          return code.hydrate(island.element, island.props);
        })
        .then(
          () => {
            pending.delete(island.element);
            island.element.setAttribute(islandAttributes.state, 'hydrated');
            island.held.replay();
          },
          () => {
            // Left as its HTML (or never handed over): what the visitor does is held again.
            island.handedToReact = false;
            // A held submission must not wait for the network to come back:
            // the browser sends it itself (the no-script path of every form).
            if (island.held.releaseSubmitToBrowser()) {
              pending.delete(island.element);
              island.element.setAttribute(islandAttributes.state, 'failed');
              return;
            }
            setTimeout(() => attempt(Math.min(delayMs * 2, retryMaxMs)), delayMs);
          },
        );
    };
    attempt(retryFirstMs);
  };

  for (const element of root.querySelectorAll<HTMLElement>(islandTag)) {
    const name = element.getAttribute(islandAttributes.name) ?? '';
    const definition = registry[name] as IslandDefinition<object> | undefined;
    if (!definition) {
      console.error(`No island is registered as "${name}"`);
      continue;
    }
    const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object;
    if (definition.when && !definition.when(props)) continue;
    const island: PendingIsland = {
      element,
      definition,
      props,
      started: false,
      handedToReact: false,
      held: heldInput(element),
    };
    pending.set(element, island);
    if (definition.load === 'idle') whenIdle(() => start(island));
    else if (definition.load === 'near') whenNear(element, () => start(island));
  }
  if (pending.size === 0) return;

  const onUse = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const element = event.target.closest(islandTag);
    const island = element && pending.get(element);
    if (!island || island.handedToReact) return;
    island.held.record(event);
    start(island);
  };
  // Capturing on the document: an island's own elements may not exist as
  // listeners' targets yet, and its element adds no box of its own. Only a
  // submission is ever stopped, so every other listener is passive.
  for (const type of useEvents) {
    document.addEventListener(type, onUse, { capture: true, passive: type !== 'submit' });
  }
  for (const event of early.events) onUse(event);
}
